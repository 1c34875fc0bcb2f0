// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storyProps } from './fixtures/story-props.ts';
import { Invitation } from './invitation.tsx';

describe('Invitation on the server', () => {
  it('renders in Node with the couple, every section, the countdown and the form', () => {
    const html = renderToString(<Invitation {...storyProps} />);
    expect(html).toContain('<h1 class="inv-header-names">Mariana &amp; Alejandro</h1>');
    for (const name of [
      'invitation',
      'events',
      'dress-code',
      'itinerary',
      'gift-registry',
      'confirmation',
      'accommodations',
      'gallery',
    ]) {
      expect(html).toContain(`data-section="${name}"`);
    }
    expect(html).toContain('Sábado 13 de noviembre de 2027');
    expect(html).toContain('31</span><span class="inv-header-countdown-label">Días');
    expect(html).toContain('Carmen, les reservamos 3 lugares');
    expect(html).toContain('name="m.101.e.32"');
    expect(html).toContain('.inv-base-body{');
    expect(html).toContain('lang="es"');
  });

  it("names the dress-code icons in the page's language, and offers Waze beside each map link", () => {
    const spanish = renderToString(<Invitation {...storyProps} />);
    expect(spanish).toContain('aria-label="Vestido largo"');
    const english = renderToString(<Invitation {...storyProps} locale="en" />);
    expect(english).toContain('aria-label="Long dress"');
    expect(english).toContain('aria-label="Tuxedo"');
    expect(english).not.toContain('Vestido largo');
    // The events' map links are short links: Waze searches their addresses.
    expect(spanish).toContain(
      `href="https://waze.com/ul?q=${encodeURIComponent('Palma 23, Centro Histórico, Cuauhtémoc, 06000 Ciudad de México')}&amp;navigate=yes"`,
    );
    expect(spanish).toContain('Abrir en Waze');
    expect(english).toContain('Open in Waze');
  });

  it('never sends the hidden state of the entrance animation, so the page reads without JavaScript', () => {
    const html = renderToString(<Invitation {...storyProps} />);
    expect(html).not.toContain('inv-reveal');
    expect(html).not.toMatch(/opacity:\s*0/);
  });
});

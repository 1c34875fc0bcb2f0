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

  it('never sends the hidden state of the entrance animation, so the page reads without JavaScript', () => {
    const html = renderToString(<Invitation {...storyProps} />);
    expect(html).not.toContain('inv-reveal');
    expect(html).not.toMatch(/opacity:\s*0/);
  });
});

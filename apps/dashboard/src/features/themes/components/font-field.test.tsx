import { SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { FontField } from './font-field.tsx';

function renderField(value: string, themeFamilies: string[] = []) {
  const onChange = vi.fn();
  render(
    <FontField
      label="Tipografía"
      value={value}
      themeFamilies={themeFamilies}
      onChange={onChange}
    />,
  );
  return { onChange, field: screen.getByRole('group', { name: 'Tipografía' }) };
}

describe('FontField', () => {
  it("shows the style's font in itself, and opens a list where each font is written in its own", async () => {
    const { onChange, field } = renderField("'Tenor Sans', serif");
    expect(within(field).getByText('Tenor Sans')).toHaveStyle({
      fontFamily: "'Tenor Sans', serif",
    });
    expect(within(field).queryByRole('radio')).toBeNull();

    const user = userEvent.setup();
    const toggle = within(field).getByRole('button', { name: 'Cambiar tipografía' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Every served family whose files ship, and "not set".
    expect(within(field).getAllByRole('radio')).toHaveLength(
      Object.keys(SELF_HOSTED_FONTS).length + 1,
    );
    // Chosen by family, whatever fallback the theme wrote after it.
    expect(within(field).getByRole('radio', { name: 'Tenor Sans' })).toBeChecked();
    const scripts = within(field).getByRole('group', { name: 'Caligráficas' });
    const greatVibes = within(scripts).getByRole('radio', { name: 'Great Vibes' });
    expect(within(scripts).getByText('Great Vibes')).toHaveStyle({
      fontFamily: "'Great Vibes', cursive",
    });
    await user.click(greatVibes);
    expect(onChange).toHaveBeenLastCalledWith("'Great Vibes', cursive");

    await user.click(within(field).getByRole('radio', { name: /^Sin definir/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("keeps a theme's font Convite does not serve as an option, as the theme wrote it", async () => {
    const { onChange, field } = renderField('Georgia, serif', ['Georgia, serif', "'Lora', serif"]);
    await userEvent
      .setup()
      .click(within(field).getByRole('button', { name: 'Cambiar tipografía' }));
    const own = within(field).getByRole('group', { name: 'De este tema' });
    expect(within(own).getByRole('radio', { name: 'Georgia' })).toBeChecked();
    expect(within(own).queryByRole('radio', { name: 'Lora' })).toBeNull();
    await userEvent.setup().click(within(field).getByRole('radio', { name: 'Lora' }));
    expect(onChange).toHaveBeenLastCalledWith("'Lora', serif");
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const { field } = renderField('');
    expect(field).toHaveTextContent('Not set');
    await userEvent.setup().click(within(field).getByRole('button', { name: 'Change font' }));
    expect(within(field).getByRole('group', { name: 'Script' })).toBeInTheDocument();
    expect(within(field).getByRole('radio', { name: /^Not set/ })).toBeChecked();
  });
});

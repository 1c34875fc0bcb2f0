import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ColorField } from './color-field.tsx';

function renderField(value = '#fbf8f1', colors = ['#fbf8f1', '#2e4a3b', '#b08d57']) {
  const onChange = vi.fn();
  render(<ColorField label="Color de fondo" value={value} colors={colors} onChange={onChange} />);
  return { onChange, field: screen.getByRole('group', { name: 'Color de fondo' }) };
}

describe('ColorField', () => {
  it('offers the wedding palette as named buttons, the current one pressed', async () => {
    const { onChange, field } = renderField('#E8C4C4');
    const palette = within(field).getByRole('group', { name: 'Paleta de boda' });
    const blush = within(palette).getByRole('button', { name: 'Rosa palo #E8C4C4' });
    expect(blush).toHaveAttribute('aria-pressed', 'true');
    expect(within(palette).getByRole('button', { name: 'Verde salvia #A3B18A' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(palette).getAllByRole('button')).toHaveLength(16);
    expect(field).toHaveTextContent('Actual: #E8C4C4');

    // Reachable by the keyboard: Tab lands on the first swatch, Enter applies it.
    const user = userEvent.setup();
    await user.tab();
    expect(within(palette).getByRole('button', { name: 'Blanco #FFFFFF' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#ffffff');
  });

  it("offers the theme's own colours the palette lacks, after it", async () => {
    const { onChange, field } = renderField();
    const own = within(field).getByRole('group', { name: 'Colores de este tema' });
    // #b08d57 is the palette's antique gold: offered once, there.
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Color del tema #FBF8F1', 'Color del tema #2E4A3B']);
    await userEvent
      .setup()
      .click(within(own).getByRole('button', { name: 'Color del tema #2E4A3B' }));
    expect(onChange).toHaveBeenLastCalledWith('#2e4a3b');
  });

  it("applies the system picker's colour, and starts it at the current one", () => {
    const { onChange, field } = renderField('#abc');
    const picker = within(field).getByLabelText('Elegir otro color');
    expect(picker).toHaveAttribute('type', 'color');
    expect(picker).toHaveValue('#aabbcc');
    fireEvent.input(picker, { target: { value: '#7A2636' } });
    expect(onChange).toHaveBeenLastCalledWith('#7a2636');
  });

  it('takes a typed hex code, and refuses anything else in words without applying it', async () => {
    const { onChange, field } = renderField();
    const user = userEvent.setup();
    const hex = within(field).getByRole('textbox', { name: 'Color de fondo (hexadecimal)' });
    await user.type(hex, 'rosa{Enter}');
    expect(hex).toHaveAccessibleDescription(
      'Escribe el color como # seguido de 6 (o 3) cifras del 0 al 9 o letras de la A a la F, por ejemplo #E8C4C4.',
    );
    expect(hex).toBeInvalid();
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.click(within(field).getByRole('button', { name: 'Aplicar Color de fondo' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(hex);
    await user.type(hex, ' #E8C4C4 {Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#e8c4c4');
    expect(hex).toBeValid();
    expect(hex).toHaveValue('');
  });

  it('names the swatches and the error in English', async () => {
    await i18n.changeLanguage('en');
    const { field } = renderField();
    expect(within(field).getByRole('button', { name: 'Blush pink #E8C4C4' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(field).getByRole('textbox'), 'blue{Enter}');
    expect(
      within(field).getByText(
        'Write the color as # followed by 6 (or 3) digits 0 to 9 or letters A to F, for example #E8C4C4.',
      ),
    ).toBeInTheDocument();
  });
});

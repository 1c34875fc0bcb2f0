import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle.tsx';

function Harness({ onChange }: { onChange: (next: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Toggle
      label="Mostrar título de la sección"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a labelled switch that flips with a click, Space or Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Mostrar título de la sección' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('[Space]');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('cannot flip while disabled or busy', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Toggle label="Sobre" checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch'));
    rerender(<Toggle label="Sobre" checked onChange={onChange} busy />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('switch')).toBeDisabled();
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist.tsx';
import { CHECKLIST_LABELS } from './stories-labels.ts';

function items() {
  return Object.fromEntries(
    screen
      .getAllByRole('listitem')
      .map((item) => [item.textContent?.slice(1).split(':')[0], item.getAttribute('data-met')]),
  );
}

describe('PasswordChecklist', () => {
  it('shows every rule unmet for an empty password', () => {
    render(<PasswordChecklist password="" labels={CHECKLIST_LABELS} />);
    expect(screen.getByText('Tu contraseña debe tener:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByText(': Pendiente')).toHaveLength(5);
  });

  it('marks the rules the password meets as it changes', () => {
    const { rerender } = render(<PasswordChecklist password="boda" labels={CHECKLIST_LABELS} />);
    expect(items()).toEqual({
      'Al menos 8 caracteres': 'false',
      'Una letra minúscula': 'true',
      'Una letra mayúscula': 'false',
      'Un número': 'false',
      'Un carácter especial': 'false',
    });
    rerender(<PasswordChecklist password="Boda.2026" labels={CHECKLIST_LABELS} />);
    expect(screen.getAllByText(': Cumplido')).toHaveLength(5);
  });
});

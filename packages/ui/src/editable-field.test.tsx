import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableField, type EditableFieldProps } from './editable-field.tsx';
import { EDIT_LABELS } from './stories-labels.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderField(props: Partial<EditableFieldProps> = {}) {
  const onSave = vi.fn<(next: string | null) => Promise<void>>(() => Promise.resolve());
  const view = render(
    <EditableField
      label="Nombre"
      value="Ana y Luis"
      kind="text"
      labels={EDIT_LABELS}
      onSave={onSave}
      {...props}
    />,
  );
  return { onSave: (props.onSave as typeof onSave | undefined) ?? onSave, ...view };
}

const button = (name: string) => screen.getByRole('button', { name });
const SELECT_OPTIONS = [
  { value: 1, label: 'Largo' },
  { value: 2, label: 'Cóctel' },
  { value: 3, label: 'Corto' },
];

describe('EditableField', () => {
  it('is read-only with a pencil; confirm saves and shows the new value', async () => {
    const { onSave } = renderField();
    expect(screen.getByText('Ana y Luis')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(button('Editar'));
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Ana y Pedro');
    await userEvent.click(button('Guardar'));

    expect(onSave).toHaveBeenCalledWith('Ana y Pedro');
    expect(await screen.findByText('Ana y Pedro')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(button('Editar')).toHaveFocus());
  });

  it('confirms with Enter and cancels with Escape', async () => {
    const { onSave } = renderField();
    await userEvent.click(button('Editar'));
    await userEvent.type(screen.getByRole('textbox'), ' 2026{Enter}');
    expect(onSave).toHaveBeenCalledWith('Ana y Luis 2026');
    expect(await screen.findByText('Ana y Luis 2026')).toBeInTheDocument();

    await userEvent.click(button('Editar'));
    await userEvent.type(screen.getByRole('textbox'), ' nunca{Escape}');
    expect(screen.getByText('Ana y Luis 2026')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('cancel restores the original value', async () => {
    const onCancel = vi.fn();
    const { onSave } = renderField({ onCancel });
    await userEvent.click(button('Editar'));
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), 'Otro');
    await userEvent.click(button('Cancelar'));
    expect(screen.getByText('Ana y Luis')).toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(button('Editar'));
    expect(screen.getByRole('textbox')).toHaveValue('Ana y Luis');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('disables the controls while the save is pending', async () => {
    const save = deferred();
    renderField({ onSave: () => save.promise });
    await userEvent.click(button('Editar'));
    await userEvent.type(screen.getByRole('textbox'), '!');
    await userEvent.click(button('Guardar'));
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(button('Guardar')).toBeDisabled();
    expect(button('Cancelar')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Nombre' })).toHaveAttribute('aria-busy', 'true');
    save.resolve();
    expect(await screen.findByText('Ana y Luis!')).toBeInTheDocument();
  });

  it('a failed text save stays in edit mode with what was typed', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('422')));
    renderField({ onSave, kind: 'textarea', value: 'Hola' });
    await userEvent.click(button('Editar'));
    const textarea = screen.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(textarea, ' mundo');
    await userEvent.click(button('Guardar'));
    await waitFor(() => expect(textarea).toBeEnabled());
    expect(textarea).toHaveValue('Hola mundo');
    await waitFor(() => expect(textarea).toHaveFocus());
    expect(button('Guardar')).toBeEnabled();
  });

  it('Enter in a textarea adds a line instead of saving', async () => {
    const { onSave } = renderField({ kind: 'textarea', value: 'Hola' });
    await userEvent.click(button('Editar'));
    await userEvent.type(screen.getByRole('textbox'), '{Enter}mundo');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('Hola\nmundo');
  });

  it('a failed date save restores the original value and leaves edit mode', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('500')));
    const { container } = renderField({
      onSave,
      kind: 'datetime-local',
      label: 'Fecha',
      value: '2026-05-09T18:00',
    });
    await userEvent.click(button('Editar'));
    const input = container.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    expect(input).toHaveValue('2026-05-09T18:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-06-01T20:30');
    await userEvent.click(button('Guardar'));
    expect(onSave).toHaveBeenCalledWith('2026-06-01T20:30');
    expect(await screen.findByText('2026-05-09T18:00')).toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });

  it('an optional date offers days up to max and a clear button that saves null', async () => {
    const { onSave, container } = renderField({
      kind: 'date',
      label: 'Fecha límite',
      value: '2026-05-01',
      max: '2026-05-16',
      allowClear: { label: 'Quitar fecha' },
    });
    await userEvent.click(button('Editar'));
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(input).toHaveValue('2026-05-01');
    expect(input).toHaveAttribute('max', '2026-05-16');
    await userEvent.click(button('Quitar fecha'));
    expect(onSave).toHaveBeenCalledWith(null);
    await waitFor(() => expect(container.querySelector('input')).toBeNull());
    await userEvent.click(button('Editar'));
    expect(screen.queryByRole('button', { name: 'Quitar fecha' })).toBeNull();
  });

  it('a failed select save restores the original option and leaves edit mode', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('500')));
    renderField({ onSave, kind: 'select', label: 'Vestido', value: '1', options: SELECT_OPTIONS });
    expect(screen.getByText('Largo')).toBeInTheDocument();
    await userEvent.click(button('Editar'));
    const trigger = screen.getByRole('button', { name: 'Vestido Largo' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(trigger).toHaveAccessibleName('Vestido Cóctel');
    await userEvent.click(button('Guardar'));
    expect(onSave).toHaveBeenCalledWith('2');
    await waitFor(() => expect(button('Editar')).toBeInTheDocument());
    expect(screen.getByText('Largo')).toBeInTheDocument();
  });

  it('a select saves the chosen option, or null for "none"', async () => {
    const { onSave } = renderField({
      kind: 'select',
      label: 'Ícono',
      value: '2',
      options: SELECT_OPTIONS,
      allowNone: { label: 'Sin ícono' },
    });
    await userEvent.click(button('Editar'));
    await userEvent.keyboard('{Enter}{Home}{Enter}');
    await userEvent.click(button('Guardar'));
    expect(onSave).toHaveBeenCalledWith(null);
    expect(await screen.findByText('Sin ícono')).toBeInTheDocument();
  });

  it('Escape closes an open select list without cancelling the edit', async () => {
    renderField({ kind: 'select', label: 'Vestido', value: '1', options: SELECT_OPTIONS });
    await userEvent.click(button('Editar'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button('Guardar')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(button('Editar')).toBeInTheDocument();
  });

  it('leaves edit mode without saving when nothing changed', async () => {
    const { onSave } = renderField();
    await userEvent.click(button('Editar'));
    await userEvent.click(button('Guardar'));
    expect(onSave).not.toHaveBeenCalled();
    expect(button('Editar')).toBeInTheDocument();
  });

  it('saves a cleared text as null', async () => {
    const { onSave } = renderField({ placeholder: 'Sin mensaje' });
    await userEvent.click(button('Editar'));
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
    expect(onSave).toHaveBeenCalledWith(null);
    expect(await screen.findByText('Sin mensaje')).toBeInTheDocument();
  });

  it('starts in edit mode for add forms and always saves', async () => {
    const { onSave } = renderField({ value: null, startInEditMode: true, maxLength: 10 });
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('maxlength', '10');
    await userEvent.click(button('Guardar'));
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('shows a new value from the server and uses display for it', () => {
    const display = (value: string | null) => `El ${value ?? ''}`;
    const { rerender } = renderField({ display });
    expect(screen.getByText('El Ana y Luis')).toBeInTheDocument();
    rerender(
      <EditableField
        label="Nombre"
        value="Ana y Pedro"
        kind="text"
        labels={EDIT_LABELS}
        onSave={() => Promise.resolve()}
        display={display}
      />,
    );
    expect(screen.getByText('El Ana y Pedro')).toBeInTheDocument();
  });

  it('cannot be edited while disabled', () => {
    renderField({ disabled: true });
    expect(button('Editar')).toBeDisabled();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, type SelectProps } from './select.tsx';

const ICONS = [
  { value: 1, label: 'Anillos' },
  { value: 2, label: 'Brindis' },
  { value: 3, label: 'Baile' },
  { value: 4, label: 'Pastel' },
  { value: 5, label: 'Iglesia' },
];

function Harness(
  props: Partial<SelectProps<number>> & { onPick?: (value: number | null) => void },
) {
  const { onPick, ...rest } = props;
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <>
      <Select<number>
        label="Ícono"
        options={ICONS}
        placeholder="Elige un ícono"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
      <button type="button">Después</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Ícono/ });
const activeOption = () => {
  const id = screen.getByRole('listbox').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Select', () => {
  it('is a labelled button that opens a listbox and picks with the keyboard', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAccessibleName('Ícono Elige un ícono');

    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Ícono' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox).toHaveFocus();
    expect(activeOption()).toHaveTextContent('Anillos');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Baile');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Brindis');
    await userEvent.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('Iglesia');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Iglesia');
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Anillos');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onPick).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Ícono Brindis');
  });

  it('opens on the chosen option, picks with Space and marks it selected', async () => {
    const onPick = vi.fn();
    render(<Harness value={4} onPick={onPick} />);
    await userEvent.click(trigger());
    expect(activeOption()).toHaveTextContent('Pastel');
    expect(screen.getByRole('option', { name: 'Pastel' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}[Space]');
    expect(onPick).toHaveBeenCalledWith(3);
  });

  it('closes on Escape without choosing and gives the focus back', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes on Tab and the focus moves on', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the mouse', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Iglesia' }));
    expect(onPick).toHaveBeenCalledWith(5);
  });

  it('offers "none" first when allowed and picks it as null', async () => {
    const onPick = vi.fn();
    render(<Harness value={2} allowNone={{ label: 'Sin ícono' }} onPick={onPick} />);
    await userEvent.click(trigger());
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Sin ícono');
    await userEvent.keyboard('{Home}{Enter}');
    expect(onPick).toHaveBeenCalledWith(null);
    expect(trigger()).toHaveAccessibleName('Ícono Sin ícono');
  });

  it('jumps to the first option starting with the typed letters, accents aside', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.keyboard('p');
    expect(activeOption()).toHaveTextContent('Pastel');
  });

  it('ignores accents and case when matching', async () => {
    render(
      <Select<string>
        label="Ícono"
        options={[
          { value: 'rings', label: 'Anillos' },
          { value: 'opera', label: 'Ópera' },
        ]}
        value={null}
        onChange={() => undefined}
      />,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('O');
    expect(activeOption()).toHaveTextContent('Ópera');
  });

  it('keeps the typed letters together for 500 ms, then starts a new search', () => {
    // fireEvent: user-event's async wrapper waits on a timer that fake timers would hold.
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(trigger());
    const type = (key: string) => fireEvent.keyDown(screen.getByRole('listbox'), { key });
    type('b');
    expect(activeOption()).toHaveTextContent('Brindis');
    act(() => vi.advanceTimersByTime(400));
    type('a');
    // "ba" within 500 ms.
    expect(activeOption()).toHaveTextContent('Baile');
    act(() => vi.advanceTimersByTime(499));
    type('i');
    // "bai": each letter restarts the 500 ms.
    expect(activeOption()).toHaveTextContent('Baile');
    act(() => vi.advanceTimersByTime(500));
    type('a');
    // A new search: "a".
    expect(activeOption()).toHaveTextContent('Anillos');
  });

  it('opens on type-ahead from the closed button', async () => {
    render(<Harness />);
    trigger().focus();
    await userEvent.keyboard('i');
    expect(screen.getByRole('listbox')).toHaveFocus();
    expect(activeOption()).toHaveTextContent('Iglesia');
  });

  it('opens upward when less than 150 px are free below the trigger', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockReturnValue({ top: 600, bottom: 660, left: 0, right: 300 } as DOMRect);
    render(<Harness />);
    await userEvent.click(trigger());
    expect(screen.getByRole('listbox')).toHaveClass('cv-select__list--up');
    await userEvent.keyboard('{Escape}');

    rect.mockReturnValue({ top: 580, bottom: 640, left: 0, right: 300 } as DOMRect);
    await userEvent.click(trigger());
    expect(screen.getByRole('listbox')).not.toHaveClass('cv-select__list--up');
  });

  it('does not open while disabled', async () => {
    render(<Harness disabled />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

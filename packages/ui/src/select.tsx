import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

export type SelectOption<T extends string | number> = {
  value: T;
  label: string;
  /** A preview drawn before the label (dress, suit and itinerary icons). */
  icon?: ReactNode;
};

export type SelectProps<T extends string | number> = {
  label: string;
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** Shown on the trigger while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** The trigger's id. */
  id?: string;
  /** A first option meaning "none", chosen as null ("Sin ícono"). */
  allowNone?: { label: string };
  /** Keeps the label for screen readers only (the editable field shows its own). */
  hideLabel?: boolean;
};

/** With less room than this below the trigger the list opens upward. */
export const SELECT_FLIP_THRESHOLD_PX = 150;
/** Letters typed further apart than this start a new search. */
export const TYPE_AHEAD_RESET_MS = 500;

type Item<T> = { value: T | null; label: string; icon?: ReactNode };

/** Case- and accent-insensitive, so "i" finds "Ícono". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A listbox in the ivory style: a button shows the choice, the list takes the focus while open
 * (`aria-activedescendant` marks the highlighted option) and gives it back on close.
 */
export function Select<T extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  id,
  allowNone,
  hideLabel = false,
}: SelectProps<T>) {
  const generated = useId();
  const triggerId = id ?? generated;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const listId = `${triggerId}-listbox`;
  const optionId = (index: number) => `${triggerId}-option-${index}`;

  const items: Item<T>[] = allowNone
    ? [{ value: null, label: allowNone.label }, ...options]
    : [...options];
  const selectedIndex = items.findIndex((item) => item.value === value);
  const selected = items[selectedIndex];

  const [isOpen, setIsOpen] = useState(false);
  const [isUpward, setIsUpward] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef<{ text: string; timer?: ReturnType<typeof setTimeout> }>({ text: '' });

  const open = (index: number) => {
    const rect = triggerRef.current?.getBoundingClientRect();
    setIsUpward(rect ? window.innerHeight - rect.bottom < SELECT_FLIP_THRESHOLD_PX : false);
    setActiveIndex(index);
    setIsOpen(true);
  };

  const close = (isRefocusing: boolean) => {
    setIsOpen(false);
    if (isRefocusing) triggerRef.current?.focus();
  };

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    close(true);
    if (item.value !== value) onChange(item.value);
  };

  /** Index of the first option starting with the letters typed within the last 500 ms, or -1. */
  const typeAhead = (character: string): number => {
    const state = typed.current;
    clearTimeout(state.timer);
    state.text += normalize(character);
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPE_AHEAD_RESET_MS);
    return items.findIndex((item) => normalize(item.label).startsWith(state.text));
  };

  useEffect(() => {
    const state = typed.current;
    return () => clearTimeout(state.timer);
  }, []);

  useEffect(() => {
    if (!isOpen) return undefined;
    listRef.current?.focus();
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document
      .getElementById(`${triggerId}-option-${activeIndex}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, activeIndex, triggerId]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const fallback = event.key === 'ArrowUp' ? items.length - 1 : 0;
      open(selectedIndex >= 0 ? selectedIndex : fallback);
      return;
    }
    if (isPrintable(event) && event.key !== ' ') {
      event.preventDefault();
      const match = typeAhead(event.key);
      open(match >= 0 ? match : Math.max(selectedIndex, 0));
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActiveIndex(move);
      return;
    }
    if (event.key === 'Escape') {
      // Handled here: an editable field or a modal around must not also cancel.
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      // The focus goes back to the trigger, then Tab moves on from there as usual.
      close(true);
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && typed.current.text === '')) {
      event.preventDefault();
      choose(activeIndex);
      return;
    }
    if (isPrintable(event)) {
      event.preventDefault();
      const match = typeAhead(event.key);
      if (match >= 0) setActiveIndex(match);
    }
  };

  const onListBlur = (event: FocusEvent<HTMLUListElement>) => {
    // A null relatedTarget (Safari does not focus clicked buttons) is left to the pointer handler.
    const next = event.relatedTarget;
    if (next && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={['cv-select', isOpen && 'cv-select--open'].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={hideLabel ? 'cv-visually-hidden' : 'cv-field__label'}>
        {label}
      </span>
      <div className="cv-select__control">
        <button
          ref={triggerRef}
          id={triggerId}
          type="button"
          className="cv-select__trigger"
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          aria-labelledby={`${labelId} ${valueId}`}
          disabled={disabled}
          onClick={() => (isOpen ? close(true) : open(Math.max(selectedIndex, 0)))}
          onKeyDown={onTriggerKeyDown}
        >
          <span id={valueId} className="cv-select__value">
            {selected ? (
              <>
                {selected.icon && (
                  <span className="cv-select__icon" aria-hidden="true">
                    {selected.icon}
                  </span>
                )}
                <span className="cv-select__text">{selected.label}</span>
              </>
            ) : (
              <span className="cv-select__placeholder">{placeholder}</span>
            )}
          </span>
          <span className="cv-select__chevron" aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </button>
        {isOpen && (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={labelId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            className={['cv-select__list', isUpward && 'cv-select__list--up']
              .filter(Boolean)
              .join(' ')}
            onKeyDown={onListKeyDown}
            onBlur={onListBlur}
          >
            {items.map((item, index) => (
              <li
                key={item.value === null ? 'none' : `option-${item.value}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                className={[
                  'cv-select__option',
                  index === activeIndex && 'cv-select__option--active',
                  item.value === null && 'cv-select__option--none',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => choose(index)}
                onMouseMove={() => {
                  if (index !== activeIndex) setActiveIndex(index);
                }}
              >
                {item.icon && (
                  <span className="cv-select__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className="cv-select__text">{item.label}</span>
                {index === selectedIndex && (
                  <span className="cv-select__check" aria-hidden="true">
                    <CheckIcon size={18} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

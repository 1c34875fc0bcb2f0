import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';
import { PAGER_LABELS } from './stories-labels.ts';

describe('Pager', () => {
  it('draws nothing for a single page', () => {
    const { container } = render(
      <Pager page={1} totalPages={1} onChange={() => {}} labels={PAGER_LABELS} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first, the last and two either side of the current page, which is marked', () => {
    render(<Pager page={10} totalPages={20} onChange={() => {}} labels={PAGER_LABELS} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    const numbers = Array.from(nav.querySelectorAll('[aria-label^="Página "]')).map(
      (button) => button.textContent,
    );
    expect(numbers).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('button', { name: 'Página 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Página 9' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the previous, next and a chosen page; previous and next stop at the ends', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Pager page={1} totalPages={3} onChange={onChange} labels={PAGER_LABELS} />,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);

    rerender(<Pager page={3} totalPages={3} onChange={onChange} labels={PAGER_LABELS} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

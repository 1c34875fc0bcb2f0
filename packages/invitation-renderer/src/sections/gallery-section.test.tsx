import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mexicanWedding } from '../fixtures/mexican-wedding.ts';
import { onlySection, storyProps } from '../fixtures/story-props.ts';
import { Invitation } from '../invitation.tsx';
import { SWIPE_DISTANCE } from './gallery-viewer.tsx';

const renderGallery = () =>
  render(
    <Invitation
      {...storyProps}
      wedding={onlySection({ galleryImages: mexicanWedding.galleryImages })}
    />,
  );

/** A finger sliding sideways across the viewer (jsdom's TouchEvent takes no touch list). */
function swipe(element: HTMLElement, fromX: number, toX: number) {
  const touch = (name: 'touchstart' | 'touchend', x: number) => {
    const event = new Event(name, { bubbles: true });
    Object.defineProperty(event, 'changedTouches', { value: [{ clientX: x, clientY: 300 }] });
    act(() => {
      element.dispatchEvent(event);
    });
  };
  touch('touchstart', fromX);
  touch('touchend', toX);
}

describe('the gallery', () => {
  it('keeps each photo in its own proportions and links it, so it opens without the script', () => {
    renderGallery();
    const links = screen.getAllByRole('link', { name: /en pantalla completa/ });
    expect(links).toHaveLength(4);
    const [, portrait] = mexicanWedding.galleryImages;
    expect(links[1]).toHaveAttribute('href', portrait?.src);
    const image = within(links[1] as HTMLElement).getByRole('img');
    expect(image).toHaveStyle({ aspectRatio: '0.75' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
  });

  it('opens full screen as a modal dialog, turns with the arrows and a swipe, and Esc gives the focus back', async () => {
    const user = userEvent.setup();
    renderGallery();
    const second = screen.getByRole('link', {
      name: 'Ver la fotografía 2 de 4 en pantalla completa',
    });
    await user.click(second);

    const dialog = await screen.findByRole('dialog', {
      name: 'Fotografía 2 de 4, en pantalla completa',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 2 de 4');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 3 de 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // Round the start to the last photo.
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 4 de 4');
    expect(dialog).toHaveTextContent('4 de 4');

    // A swipe to the left shows the next photo; a short or mostly vertical one does nothing.
    swipe(dialog, 300, 300 - SWIPE_DISTANCE - 10);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 1 de 4');
    swipe(dialog, 300, 300 - SWIPE_DISTANCE + 10);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 1 de 4');
    swipe(dialog, 100, 100 + SWIPE_DISTANCE + 10);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 4 de 4');

    // The focus stays inside while open.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(second).toHaveFocus();
  });

  it('packs the photos in rows as wide as the gallery, on a phone and on a computer', () => {
    renderGallery();
    const items = screen.getAllByRole('listitem');
    const shares = (name: string) => items.map((item) => Number(item.style.getPropertyValue(name)));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // Every row but a short last one fills the width: the shares of all rows add up to whole rows.
    const narrow = shares('--inv-gallery-share');
    const wide = shares('--inv-gallery-share-wide');
    expect(narrow.every((share) => share > 0 && share <= 1)).toBe(true);
    expect(Math.abs(sum(narrow) - Math.round(sum(narrow)))).toBeLessThan(0.001);
    expect(sum(wide)).toBeLessThanOrEqual(1.001);
    expect(items[0]?.style.getPropertyValue('--inv-gallery-ratio')).not.toBe('');
  });

  it("shows the viewer's counter in the invitation's font, though it is drawn outside it", async () => {
    const user = userEvent.setup();
    renderGallery();
    const [first] = screen.getAllByRole('link', { name: /en pantalla completa/ });
    (first as HTMLElement).style.fontFamily = 'Lora, serif';
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.style.fontFamily).toBe('Lora, serif');
    expect(within(dialog).getByText('1 de 4')).toBeInTheDocument();
  });

  it('closes with its button, and a modified click keeps the browser meaning of the link', async () => {
    const user = userEvent.setup();
    renderGallery();
    const first = screen.getByRole('link', {
      name: 'Ver la fotografía 1 de 4 en pantalla completa',
    });
    fireEvent.click(first, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fotografía siguiente' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Fotografía 2 de 4');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first).toHaveFocus();
  });
});

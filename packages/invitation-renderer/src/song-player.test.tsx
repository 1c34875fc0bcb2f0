import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mexicanWedding } from './fixtures/mexican-wedding.ts';
import { onlySection, storyProps } from './fixtures/story-props.ts';
import { Invitation } from './invitation.tsx';
import type { SongModel } from './model.ts';

let isAllowed = true;

beforeEach(() => {
  isAllowed = true;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (!isAllowed) return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});

const withSong = (playAutomatically: boolean) =>
  onlySection({ song: { ...(mexicanWedding.song as SongModel), playAutomatically } });

describe('song player', () => {
  it('plays and pauses on tap, reporting its state', async () => {
    const user = userEvent.setup();
    render(<Invitation {...storyProps} wedding={withSong(false)} />);
    const button = await screen.findByRole('button', { name: 'Música de la boda' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts by itself when asked and allowed', async () => {
    render(<Invitation {...storyProps} wedding={withSong(true)} locale="en" />);
    expect(
      await screen.findByRole('button', { name: 'Wedding music', pressed: true }),
    ).toBeInTheDocument();
  });

  it('shows its button only with the script, once it has found the button a clear corner', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Invitation {...storyProps} wedding={withSong(false)} />);
    expect(html).toMatch(/<button hidden=""[^>]*inv-song-button/);
    render(<Invitation {...storyProps} wedding={withSong(false)} />);
    expect(await screen.findByRole('button', { name: 'Música de la boda' })).not.toHaveAttribute(
      'hidden',
    );
  });

  it('waits quietly for the first tap when the browser refuses autoplay', async () => {
    isAllowed = false;
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<Invitation {...storyProps} wedding={withSong(true)} />);
    await act(async () => undefined);
    const button = await screen.findByRole('button', { name: 'Música de la boda' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    isAllowed = true;
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(errors).not.toHaveBeenCalled();
  });
});

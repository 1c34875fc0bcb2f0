import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredGuest } from './fixtures/mexican-wedding.ts';
import { storyProps } from './fixtures/story-props.ts';
import { Invitation, type InvitationProps } from './invitation.tsx';

describe('hydrating the server markup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each<[string, Partial<InvitationProps>]>([
    ['a guest in Spanish', {}],
    ['an answered guest in English', { guest: answeredGuest, locale: 'en' }],
    ['a bare link', { guest: null }],
  ])('matches for %s, without a hydration warning', async (_label, overrides) => {
    const props = { ...storyProps, ...overrides };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invitation {...props} />);
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Invitation {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same node, adopted rather than replaced.
    expect(container.querySelector('h1')).toBe(serverHeading);
    act(() => root?.unmount());
  });

  it('would notice a mismatch: a client clock one second off is reported', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invitation {...storyProps} />);
    document.body.append(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const later = new Date(storyProps.now.getTime() - 1000);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Invitation {...storyProps} now={later} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).toHaveBeenCalled();
    act(() => root?.unmount());
  });
});

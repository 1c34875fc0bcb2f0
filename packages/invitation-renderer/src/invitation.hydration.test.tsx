import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('keeps a tap made before the script ran: the count question and the send button follow', async () => {
    const onSubmit = vi.fn();
    const props = {
      ...storyProps,
      confirmation: { ...storyProps.confirmation, onSubmit },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invitation {...props} />);
    document.body.append(container);
    // The server's form is the browser's own until hydration: the tap checks its radio.
    const yes = screen.getByRole('radio', { name: 'Sí, ahí estaré' });
    expect(yes.closest('form')).toHaveAttribute('method', 'post');
    yes.click();
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Invitation {...props} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(yes.closest('form')).not.toHaveClass('inv-form--static');
    expect(yes).toBeChecked();
    expect(yes.closest('label')).toHaveClass('inv-confirmation-option-selected');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '2 personas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ confirmation: true, confirmedGuests: 2 }),
    );
    act(() => root?.unmount());
  });

  it('keeps a code typed before the script ran', async () => {
    const onCode = vi.fn();
    const props = {
      ...storyProps,
      guest: null,
      confirmation: { ...storyProps.confirmation, onCode },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invitation {...props} />);
    document.body.append(container);
    const field = screen.getByLabelText<HTMLInputElement>('Código de invitación');
    field.value = 'AB12CD34';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Invitation {...props} />);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onCode).toHaveBeenCalledWith('AB12CD34');
    act(() => root?.unmount());
  });
});

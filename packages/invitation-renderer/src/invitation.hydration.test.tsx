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

  it('keeps taps made before the script ran: the meal, the name and the answer follow', async () => {
    const onSubmit = vi.fn();
    const props = {
      ...storyProps,
      confirmation: { ...storyProps.confirmation, onSubmit },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invitation {...props} />);
    document.body.append(container);
    // The server's form is the browser's own until hydration: the taps check its radios.
    const field = (name: string, value?: string) =>
      container.querySelector<HTMLInputElement>(
        `[name="${name}"]${value === undefined ? '' : `[value="${value}"]`}`,
      ) as HTMLInputElement;
    expect(field('m.101.e.33', 'yes').closest('form')).toHaveAttribute('method', 'post');
    for (const event of [31, 32, 33, 34]) field(`m.101.e.${event}`, 'yes').click();
    field('m.101.meal.33', '81').click();
    for (const event of [31, 32, 34]) field(`m.102.e.${event}`, 'no').click();
    field('m.103.first').value = 'Mateo';
    field('m.103.child', 'yes').click();
    for (const event of [31, 32, 34]) field(`m.103.e.${event}`, 'no').click();
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Invitation {...props} />);
    });
    expect(errors).not.toHaveBeenCalled();
    const yes = field('m.101.e.33', 'yes');
    expect(yes.closest('form')).not.toHaveClass('inv-form--static');
    expect(yes).toBeChecked();
    expect(yes.closest('label')).toHaveClass('inv-confirmation-option-selected');
    // Mateo is a child now: the reception is not his to answer.
    expect(field('m.103.e.33', 'yes')).toBeNull();
    expect(field('m.103.first')).toHaveValue('Mateo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const answer = onSubmit.mock.calls[0]?.[0];
    expect(answer.members[0].events).toContainEqual({
      eventId: 33,
      attending: true,
      mealOptionId: 81,
    });
    expect(answer.members[2]).toMatchObject({ firstName: 'Mateo', isChild: true });
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

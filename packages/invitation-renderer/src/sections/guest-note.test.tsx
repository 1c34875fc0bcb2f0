import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredGuest, invitedGuest } from '../fixtures/mexican-wedding.ts';
import { storyProps } from '../fixtures/story-props.ts';
import { Invitation } from '../invitation.tsx';

describe("the couple's note to the guest", () => {
  it('shows beside the greeting, signed by the couple', () => {
    render(<Invitation {...storyProps} />);
    const note = screen.getByTestId('guest-note');
    expect(note).toHaveTextContent(invitedGuest.specialMessage ?? '');
    const greeting = screen.getByText('Carmen, les reservamos 3 lugares', { selector: 'form p' });
    const figure = note.closest('figure');
    expect(greeting.nextElementSibling).toBe(figure);
    expect(figure).toHaveTextContent('Unas palabras de Mariana & Alejandro para ti');
  });

  it('prints markup as text, never as HTML', () => {
    const message = '<img src=x onerror="alert(1)"> <b>¡Te esperamos!</b>';
    const { container } = render(
      <Invitation {...storyProps} guest={{ ...invitedGuest, specialMessage: message }} />,
    );
    expect(screen.getByTestId('guest-note')).toHaveTextContent(message);
    expect(
      container.querySelector('[data-testid="guest-note"] img, [data-testid="guest-note"] b'),
    ).toBeNull();
  });

  it('is not there for a guest without one, a blank one, or on the bare link', () => {
    for (const guest of [answeredGuest, { ...invitedGuest, specialMessage: '  \n ' }, null]) {
      const { unmount } = render(<Invitation {...storyProps} guest={guest} />);
      expect(screen.queryByTestId('guest-note')).toBeNull();
      unmount();
    }
  });
});

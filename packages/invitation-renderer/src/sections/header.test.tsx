import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitedGuest, mexicanWedding } from '../fixtures/mexican-wedding.ts';
import { storyProps } from '../fixtures/story-props.ts';
import { CONFIRMATION_FORM_ID } from '../confirmation-rules.ts';
import { Invitation, type InvitationProps } from '../invitation.tsx';

const renderInvitation = (overrides: Partial<InvitationProps> = {}) =>
  render(<Invitation {...storyProps} {...overrides} />);

const header = () => {
  const element = document.querySelector<HTMLElement>('[data-section="header"]');
  if (!element) throw new Error('no first screen');
  return element;
};

describe('the first screen', () => {
  it('says who, the day with its weekday, the time and the city, in Mexico City time', () => {
    renderInvitation();
    const first = within(header());
    expect(first.getByRole('heading', { level: 1 })).toHaveTextContent('Mariana & Alejandro');
    const when = first.getByTestId('first-screen-date');
    // 23:00 UTC on the 13th is 5 p.m. that Saturday in Mexico City.
    expect(when).toHaveTextContent('Sábado 13 de noviembre de 2027');
    expect(when).toHaveTextContent('5:00 p. m. · Ciudad de México');
    expect(first.getByText('Sábado 13 de noviembre de 2027')).toHaveAttribute(
      'datetime',
      mexicanWedding.date,
    );
  });

  it('says it in English too', () => {
    renderInvitation({ locale: 'en' });
    const when = within(header()).getByTestId('first-screen-date');
    expect(when).toHaveTextContent('Saturday, November 13, 2027');
    expect(when).toHaveTextContent('5:00 PM · Ciudad de México');
    expect(within(header()).getByRole('link', { name: 'RSVP' })).toBeInTheDocument();
  });

  it('leads to the confirmation form with a plain in-page link, which works without the script', () => {
    const { container } = renderInvitation();
    const button = within(header()).getByRole('link', { name: 'Confirmar asistencia' });
    expect(button).toHaveAttribute('href', `#${CONFIRMATION_FORM_ID}`);
    const target = container.querySelector(`#${CONFIRMATION_FORM_ID}`);
    expect(target).not.toBeNull();
    expect(target?.closest('[data-section="confirmation"]')).not.toBeNull();
  });

  it('greets the guest of the link above the button with the seats kept for them, in both languages', () => {
    const { unmount } = renderInvitation();
    const greeting = within(header()).getByTestId('header-guest');
    expect(greeting).toHaveTextContent(/^Carmen, les reservamos 3 lugares$/);
    const button = within(header()).getByRole('link', { name: 'Confirmar asistencia' });
    expect(greeting.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
    renderInvitation({ locale: 'en', guest: { ...invitedGuest, maxGuestsAllowed: 1 } });
    expect(within(header()).getByTestId('header-guest')).toHaveTextContent(
      /^Carmen, we saved you 1 seat$/,
    );
  });

  it('greets nobody on a bare link', () => {
    renderInvitation({ guest: null });
    expect(within(header()).queryByTestId('header-guest')).toBeNull();
    expect(
      within(header()).getByRole('link', { name: 'Confirmar asistencia' }),
    ).toBeInTheDocument();
  });

  it('offers no button when the invitation takes no confirmations', () => {
    renderInvitation({ wedding: { ...mexicanWedding, confirmationEnabled: false } });
    expect(within(header()).queryByRole('link')).toBeNull();
    expect(document.getElementById(CONFIRMATION_FORM_ID)).toBeNull();
  });

  it('names the first place when no event address has a postal code to read the city from', () => {
    const events = mexicanWedding.events.map((event) => ({ ...event, address: 'Sin código' }));
    renderInvitation({ wedding: { ...mexicanWedding, events } });
    expect(within(header()).getByTestId('first-screen-date')).toHaveTextContent(
      `5:00 p. m. · ${mexicanWedding.events[0]?.place ?? ''}`,
    );
  });
});

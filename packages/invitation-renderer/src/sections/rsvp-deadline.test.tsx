import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredGuest, mexicanWedding, MONTH_BEFORE } from '../fixtures/mexican-wedding.ts';
import { storyProps } from '../fixtures/story-props.ts';
import { Invitation, type InvitationProps } from '../invitation.tsx';

// The fixture's couple asks for an answer by Saturday 30 October 2027; the wedding is 13 November.
const renderInvitation = (overrides: Partial<InvitationProps> = {}) =>
  render(<Invitation {...storyProps} {...overrides} />);

const section = (name: string) => {
  const element = document.querySelector<HTMLElement>(`[data-section="${name}"]`);
  if (!element) throw new Error(`no ${name} section`);
  return within(element);
};

describe('the deadline to answer', () => {
  it('asks under the first screen’s button and beside the form, with the weekday, in Spanish', () => {
    renderInvitation();
    const button = section('header').getByRole('link', { name: 'Confirmar asistencia' });
    const deadline = section('header').getByTestId('rsvp-deadline');
    expect(deadline).toHaveTextContent(/^Confirma antes del sábado 30 de octubre$/);
    expect(button.compareDocumentPosition(deadline)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(section('confirmation').getByTestId('rsvp-deadline')).toHaveTextContent(
      'Confirma antes del sábado 30 de octubre',
    );
  });

  it('asks in English', () => {
    renderInvitation({ locale: 'en' });
    expect(section('header').getByTestId('rsvp-deadline')).toHaveTextContent(
      /^Please reply by Saturday, October 30$/,
    );
    expect(section('confirmation').getByTestId('rsvp-deadline')).toHaveTextContent(
      'Please reply by Saturday, October 30',
    );
  });

  it('still asks on the deadline day itself, until midnight in Mexico City', () => {
    // 30 October, 23:30 in Mexico City is already the 31st in UTC.
    renderInvitation({ now: new Date('2027-10-31T05:30:00Z') });
    expect(section('header').getByTestId('rsvp-deadline')).toBeInTheDocument();
  });

  it.each(['es', 'en'] as const)(
    'no longer asks by it once it has passed (%s), and the form still takes a late answer',
    (locale) => {
      renderInvitation({ locale, now: new Date('2027-10-31T06:30:00Z') });
      expect(document.querySelector('[data-testid="rsvp-deadline"]')).toBeNull();
      expect(document.body).not.toHaveTextContent(locale === 'es' ? 'antes del' : 'reply by');
      expect(section('confirmation').getByRole('status')).toHaveTextContent(
        locale === 'es' ? 'tu respuesta llegará tarde' : 'your answer will arrive late',
      );
      const answer = locale === 'es' ? 'Sí' : 'Yes';
      for (const radio of section('confirmation').getAllByRole('radio', { name: answer })) {
        expect(radio).toBeEnabled();
      }
    },
  );

  it.each(['es', 'en'] as const)('says nothing when the couple set no deadline (%s)', (locale) => {
    renderInvitation({ locale, wedding: { ...mexicanWedding, rsvpDeadline: null } });
    expect(document.querySelector('[data-testid="rsvp-deadline"]')).toBeNull();
  });

  it('asks the guest only while they have not answered, in the form', () => {
    renderInvitation({ guest: answeredGuest, now: MONTH_BEFORE });
    expect(section('header').getByTestId('rsvp-deadline')).toBeInTheDocument();
    expect(section('confirmation').queryByTestId('rsvp-deadline')).toBeNull();
  });

  it('never asks by a deadline after the wedding day (the date was moved earlier)', () => {
    renderInvitation({ wedding: { ...mexicanWedding, rsvpDeadline: '2027-11-20' } });
    expect(document.querySelector('[data-testid="rsvp-deadline"]')).toBeNull();
  });
});

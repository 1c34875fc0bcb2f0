import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredGuest, invitedGuest } from '../../fixtures/mexican-wedding.ts';
import { storyProps } from '../../fixtures/story-props.ts';
import { Invitation } from '../../invitation.tsx';

const pass = {
  token: '7.abcdefghijklmnopqrstuv',
  link: 'https://convite.mx/boda/pase/7.abcdefghijklmnopqrstuv',
  seats: 2,
  people: [
    { name: 'Carmen Ruiz', table: 'Mesa de honor' },
    { name: null, table: null },
  ],
};

describe("the household's pass on the invitation", () => {
  it('shows who it admits at which table, its QR code drawn by the server, and its page and PDF', () => {
    render(<Invitation {...storyProps} guest={{ ...answeredGuest, pass }} />);
    const card = screen.getByTestId('guest-pass');
    const slug = storyProps.wedding.slug;
    expect(within(card).getByRole('heading', { name: 'Pase para 2' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Carmen RuizMesa de honor');
    expect(card).toHaveTextContent('Acompañante');
    const base = `/${slug}/pase/${encodeURIComponent(pass.token)}`;
    expect(within(card).getByRole('img', { name: 'Código QR del pase' })).toHaveAttribute(
      'src',
      `${base}/qr.svg`,
    );
    expect(within(card).getByRole('link', { name: 'Abrir mi pase' })).toHaveAttribute(
      'href',
      `${base}?lang=es`,
    );
    expect(within(card).getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `${base}/pase.pdf?lang=es`,
    );
  });

  it('is not there before an answer with someone attending, nor on the bare link', () => {
    for (const guest of [{ ...invitedGuest, pass: null }, answeredGuest, null]) {
      const { unmount } = render(<Invitation {...storyProps} guest={guest} />);
      expect(screen.queryByTestId('guest-pass')).toBeNull();
      unmount();
    }
  });
});

import { mockApi } from '@convite/api/testing/mock-api';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../../config.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const PATH = '/terminos-condiciones-aviso-privacidad';

// The constants of section 9 of the platform specification, as each language states them.
const SPANISH = [
  'hasta 6 meses después de la fecha del evento',
  'al menos 18 años',
  'entre 13 y 17 años solo pueden usar Convite con el consentimiento de su madre, padre o tutor',
  'dentro de los 30 días naturales siguientes al cargo',
  'no se realizan reembolsos',
  'dentro del mismo mes calendario en que realizaste la compra',
  'incluyen el Impuesto al Valor Agregado (IVA)',
  'con tarjeta de crédito o débito a través de un proveedor de pagos con tarjeta',
  'pagos a meses sin intereses con tarjetas de crédito participantes',
  'te pediremos más datos dentro de los 5 días hábiles siguientes a recibirla',
  'tendrás 10 días hábiles para responder',
  'en un plazo máximo de 20 días hábiles',
  'la haremos efectiva dentro de los 15 días hábiles siguientes',
];

const ENGLISH = [
  'until 6 months after the event date',
  'at least 18 years old',
  'People aged 13 to 17 may only use Convite with the consent of their mother, father or guardian',
  'within 30 calendar days of the charge',
  'there are no refunds',
  'within the same calendar month in which you made the purchase',
  'include Value Added Tax (VAT, IVA in Mexico)',
  'by credit or debit card through a card payment provider',
  'interest-free instalments (meses sin intereses) on participating credit cards',
  'we will ask you for more within 5 business days of receiving it',
  'you will have 10 business days to answer',
  'within 20 business days of receiving the request',
  'we will carry it out within 15 business days of telling you',
];

const page = () => screen.getByRole('main');

beforeEach(() => {
  mockApi({});
});

describe('terms and privacy page', () => {
  it('states every constant of the terms and of the privacy notice in Spanish', async () => {
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Términos y Condiciones y Aviso de Privacidad',
      }),
    ).toBeInTheDocument();
    for (const constant of SPANISH) expect(page()).toHaveTextContent(constant);
    expect(screen.getByRole('heading', { level: 2, name: 'Aviso de Privacidad' })).toBeVisible();
  });

  it('names Convite as responsible and links the support email', async () => {
    renderApp(PATH);
    const controller = await screen.findByRole('region', { name: '1. Responsable' });
    expect(controller).toHaveTextContent('Convite es responsable del tratamiento');
    expect(within(controller).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    // The ARCO section says where to send a request and lists what it needs.
    const rights = screen.getByRole('region', { name: /Derechos ARCO/ });
    expect(within(rights).getByRole('link', { name: SUPPORT_EMAIL })).toBeInTheDocument();
    expect(within(rights).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has a table of contents whose links reach each heading, and a way back', async () => {
    renderApp(PATH);
    const toc = await screen.findByRole('navigation', { name: 'Contenido' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(2 + 13 + 10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target, link.textContent ?? '').not.toBeNull();
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    expect(screen.getAllByRole('link', { name: 'Volver al inicio' })[0]).toHaveAttribute(
      'href',
      '/inicio',
    );
  });

  it('scrolls to the section named in the address', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderApp(`${PATH}#derechos-arco`);
    await screen.findByRole('navigation', { name: 'Contenido' });
    expect(scrolled).toEqual(['derechos-arco']);
  });

  it('switches to the complete English translation with the language selector', async () => {
    const app = renderApp(PATH);
    await app.user.click(await screen.findByRole('button', { name: 'English' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions and Privacy Notice' }),
    ).toBeInTheDocument();
    for (const constant of ENGLISH) expect(page()).toHaveTextContent(constant);
    expect(page()).not.toHaveTextContent('Términos y Condiciones');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to home' })).toHaveLength(2);
  });
});

import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { resources } from '@convite/i18n/resources';
import { CFDI_USE_CODES, TAX_REGIME_CODES } from '@convite/rules/cfdi';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { makePayment, makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';

type RenderedApp = ReturnType<typeof renderApp>;

const plan = makePlan([{ slug: 'rsvpAdmin' }]);
// 20 November 2026: November's payment may still ask for its invoice, October's no longer.
const TODAY = new Date('2026-11-20T18:00:00.000Z');
const NOVEMBER = makePayment({ id: 70, amount: 1275, createdAt: '2026-11-03T18:00:00.000Z' });
const OCTOBER = makePayment({ id: 71, amount: 500, createdAt: '2026-10-10T18:00:00.000Z' });
const FREE = makePayment({ id: 72, amount: 0, createdAt: '2026-11-04T18:00:00.000Z' });
const REQUESTED = makePayment({ id: 73, amount: 990, createdAt: '2026-11-05T18:00:00.000Z' });
const PAYMENTS = [REQUESTED, FREE, NOVEMBER, OCTOBER];
const WEDDING = makeWedding({
  invitationPlan: plan,
  invitationPlanId: plan.id,
  trialEndsAt: null,
  payments: PAYMENTS,
});
const ME = { body: makeClient({ email: 'pareja@convite.mx', weddings: [{ id: 5 }] }) };

const requestOf = (paymentId: number, createdAt: string) => ({
  id: paymentId + 100,
  paymentId,
  rfc: 'GODE561231GR8',
  name: 'Ana Luna',
  taxRegime: '612',
  postalCode: '06600',
  cfdiUse: 'G03',
  email: 'pareja@convite.mx',
  createdAt,
});
const EARLIER = requestOf(REQUESTED.id, '2026-11-06T17:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

function tab(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /clients/me': ME,
    'GET /weddings/{id}': { body: WEDDING },
    'POST /invitation-plans/upgrade-options': { body: [] },
    'GET /weddings/{id}/invoice-requests': { body: { invoiceRequests: [EARLIER] } },
    'GET /weddings/{id}/payments': { body: { payments: PAYMENTS } },
    ...handlers,
  });
}

async function choose(app: RenderedApp, label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  await app.user.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  await app.user.click(within(dialog).getByRole('option', { name: option }));
}

async function openForm(app: RenderedApp) {
  await app.user.click(
    await screen.findByRole('button', { name: /Solicitar factura del pago del 3 nov 2026/ }),
  );
  return screen.getByRole('dialog', { name: 'Solicitar factura' });
}

describe('invoice request in the plan tab', () => {
  it('shows each payment’s invoice state: the action while its month lasts, the request, or why not', async () => {
    tab();
    renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const table = await screen.findByRole('table');
    expect(
      await within(table).findByText('Puedes solicitarla hasta el 30 nov 2026.'),
    ).toBeVisible();
    expect(within(table).getAllByRole('button', { name: /Solicitar factura/ })).toHaveLength(1);
    expect(within(table).getByText('Factura solicitada el 6 nov 2026, 11:00')).toBeVisible();
    expect(
      within(table).getByText(
        'El plazo terminó el 31 oct 2026: la factura se solicita dentro del mes de la compra.',
      ),
    ).toBeVisible();
    expect(within(table).getByText('Pago de $0: sin monto que facturar.')).toBeVisible();
  });

  it('offers the régimenes of the RFC’s kind and the uses of the régimen, sends the data and shows the request', async () => {
    const api = tab({
      'GET /weddings/{id}/invoice-requests': (_call, count) => ({
        body: {
          invoiceRequests:
            count === 1 ? [EARLIER] : [requestOf(NOVEMBER.id, TODAY.toISOString()), EARLIER],
        },
      }),
      'POST /payments/{id}/invoice-request': {
        status: 201,
        body: {
          message: 'Recibimos tu solicitud de factura.',
          invoiceRequest: requestOf(NOVEMBER.id, TODAY.toISOString()),
        },
      },
    });
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const dialog = await openForm(app);
    expect(within(dialog).getByText(/Pago de \$1,275 MXN del 3 nov 2026/)).toBeVisible();
    expect(
      within(dialog).getByText(
        'Te enviaremos la factura a pareja@convite.mx, el correo de tu cuenta.',
      ),
    ).toBeVisible();
    const rfc = within(dialog).getByLabelText('RFC');
    expect(rfc).toHaveAttribute('autocapitalize', 'characters');
    expect(within(dialog).getByLabelText('Código postal de tu domicilio fiscal')).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(within(dialog).getByRole('button', { name: /Régimen fiscal/ })).toBeDisabled();

    await app.user.type(rfc, 'abc680524p76');
    await app.user.click(within(dialog).getByRole('button', { name: /Régimen fiscal/ }));
    const moral = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(moral[0]).toBe('601 · General de Ley Personas Morales');
    expect(moral.some((label) => label?.startsWith('612'))).toBe(false);
    await app.user.keyboard('{Escape}');

    await app.user.clear(rfc);
    await app.user.type(rfc, 'gode561231gr8');
    await choose(
      app,
      'Régimen fiscal',
      '612 · Personas Físicas con Actividades Empresariales y Profesionales',
    );
    await app.user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    const uses = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(uses).toContain('D01 · Honorarios médicos, dentales y gastos hospitalarios');
    expect(uses.some((label) => label?.startsWith('CN01'))).toBe(false);
    await app.user.click(within(dialog).getByRole('option', { name: 'G03 · Gastos en general' }));
    await app.user.type(within(dialog).getByLabelText('Nombre o razón social'), 'Ana Luna');
    await app.user.type(within(dialog).getByLabelText(/Código postal/), '06600');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recibimos tu solicitud de factura.',
    );
    expect(
      api.callsTo('POST /payments/{id}/invoice-request', { id: NOVEMBER.id })[0]?.body,
    ).toEqual({
      rfc: 'gode561231gr8',
      name: 'Ana Luna',
      taxRegime: '612',
      postalCode: '06600',
      cfdiUse: 'G03',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Factura solicitada el 20 nov 2026, 12:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Solicitar factura/ })).not.toBeInTheDocument();
  });

  it('asks for every field, hints at a régimen de capital and drops a régimen the RFC no longer fits', async () => {
    const api = tab();
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const dialog = await openForm(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(5);
    expect(api.callsTo('POST /payments/{id}/invoice-request')).toHaveLength(0);
    // The form takes the focus to the first field to fix (after a frame) before anything is typed.
    const rfc = within(dialog).getByLabelText('RFC');
    await waitFor(() => expect(rfc).toHaveFocus());

    await app.user.type(
      within(dialog).getByLabelText('Nombre o razón social'),
      'Flores del Valle, S.A. de C.V.',
    );
    expect(
      within(dialog).getByText(/quita «S\.A\. de C\.V\.» si tu Constancia no lo incluye/),
    ).toBeVisible();

    await app.user.type(rfc, 'ABC680524P76');
    await choose(app, 'Régimen fiscal', '601 · General de Ley Personas Morales');
    await app.user.type(rfc, 'X');
    expect(within(dialog).getByRole('button', { name: /Régimen fiscal/ })).toHaveTextContent(
      'Elige tu régimen fiscal',
    );
  });

  it('shows the server’s refusals under their fields, in English', async () => {
    tab({
      'POST /payments/{id}/invoice-request': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Please fill out all fields correctly.',
          errors: {
            rfc: ['The date inside the RFC (YYMMDD, after the letters) is not a real date.'],
            postalCode: ['The postal code is 5 digits, that of your tax address.'],
          },
        },
      },
    });
    await i18n.changeLanguage('en');
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    await app.user.click(
      await screen.findByRole('button', {
        name: /Request the invoice of the payment of Nov 3, 2026/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Request invoice' });
    await app.user.type(within(dialog).getByLabelText('RFC (tax ID)'), 'GODE561331GR8');
    await choose(app, 'Tax regime', '605 · Wages and salaries (Sueldos y Salarios)');
    await choose(app, 'CFDI use', 'S01 · No tax effects (Sin efectos fiscales)');
    await app.user.type(within(dialog).getByLabelText('Name or company name'), 'Ana Luna');
    await app.user.type(within(dialog).getByLabelText(/Postal code/), '06600');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText(
        'The date inside the RFC (YYMMDD, after the letters) is not a real date.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('The postal code is 5 digits, that of your tax address.'),
    ).toBeVisible();
  });

  it('closes on a refusal the form cannot fix and shows the payment as it now stands', async () => {
    const api = tab({
      'GET /weddings/{id}/invoice-requests': (_call, count) => ({
        body: {
          invoiceRequests:
            count === 1 ? [EARLIER] : [requestOf(NOVEMBER.id, '2026-11-20T17:00:00.000Z'), EARLIER],
        },
      }),
      'POST /payments/{id}/invoice-request': {
        status: 409,
        body: {
          code: 'invoice_not_requestable',
          message: 'Ya solicitaste la factura de este pago.',
        },
      },
    });
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const dialog = await openForm(app);
    await app.user.type(within(dialog).getByLabelText('RFC'), 'GODE561231GR8');
    await choose(app, 'Régimen fiscal', '616 · Sin obligaciones fiscales');
    await choose(app, 'Uso del CFDI', 'S01 · Sin efectos fiscales');
    await app.user.type(within(dialog).getByLabelText('Nombre o razón social'), 'Ana Luna');
    await app.user.type(within(dialog).getByLabelText(/Código postal/), '06600');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya solicitaste la factura de este pago.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Factura solicitada el 20 nov 2026, 11:00')).toBeVisible();
    expect(api.callsTo('GET /weddings/{id}/invoice-requests')).toHaveLength(2);
  });

  it('has a label in both languages for every code of the SAT’s catalogs', () => {
    for (const language of ['es', 'en'] as const) {
      const { cfdi } = resources[language].common;
      expect(Object.keys(cfdi.taxRegimes).sort()).toEqual([...TAX_REGIME_CODES].sort());
      expect(Object.keys(cfdi.cfdiUses).sort()).toEqual([...CFDI_USE_CODES].sort());
    }
  });
});

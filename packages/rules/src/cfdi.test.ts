import { describe, expect, it } from 'vitest';
import {
  canRequestInvoice,
  capitalRegimeSuffix,
  cfdiUsesFor,
  checkInvoiceData,
  checkRfc,
  invoiceRequestLastDay,
  taxpayerKindOf,
  taxRegimesFor,
} from './cfdi.ts';

describe('RFC', () => {
  it.each([
    ['GODE561231GR8', 'GODE561231GR8', 'fisica'],
    ['ABC680524P76', 'ABC680524P76', 'moral'],
    ['  gode561231gr8 ', 'GODE561231GR8', 'fisica'],
    ['GODE-561231-GR8', 'GODE561231GR8', 'fisica'],
    ['PEÑA800101AB1', 'PEÑA800101AB1', 'fisica'],
    ['peña800101ab1', 'PEÑA800101AB1', 'fisica'],
    ['PEN\u0303A800101AB1', 'PEÑA800101AB1', 'fisica'],
    ['A&B010101AAA', 'A&B010101AAA', 'moral'],
    ['ÑAB000229XYA', 'ÑAB000229XYA', 'moral'],
  ])('accepts %s as %s (%s)', (raw, rfc, kind) => {
    expect(checkRfc(raw)).toEqual({ rfc, kind });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['GODE561231GR', 'rfcFormat'],
    ['GODE561231GR8X', 'rfcFormat'],
    ['GO1E561231GR8', 'rfcFormat'],
    ['AB680524P76', 'rfcFormat'],
    ['GODE561231GRB', 'rfcFormat'],
    ['GODE561331GR8', 'rfcDate'],
    ['GODE560230GR8', 'rfcDate'],
    ['GODE010229GR8', 'rfcDate'],
    ['GODE560000GR8', 'rfcDate'],
    ['ABC680431P76', 'rfcDate'],
    ['XAXX010101000', 'rfcGeneric'],
    ['xexx010101000', 'rfcGeneric'],
  ])('refuses %s (%s)', (raw, refusal) => {
    expect(checkRfc(raw)).toEqual({ refusal });
  });

  it('tells the kind by the length as it is typed', () => {
    expect(taxpayerKindOf('abc680524p76')).toBe('moral');
    expect(taxpayerKindOf('peña800101ab1')).toBe('fisica');
    expect(taxpayerKindOf('GODE5612')).toBeNull();
  });
});

describe('régimen fiscal and uso del CFDI', () => {
  it('offers each kind its own régimenes', () => {
    expect(taxRegimesFor('moral')).toEqual([
      '601',
      '603',
      '610',
      '620',
      '622',
      '623',
      '624',
      '626',
    ]);
    expect(taxRegimesFor('fisica')).toEqual([
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '621',
      '625',
      '626',
    ]);
  });

  it('allows gastos en general to businesses, personal deductions only to personas físicas', () => {
    expect(cfdiUsesFor('601')).toContain('G03');
    expect(cfdiUsesFor('601').some((use) => use.startsWith('D'))).toBe(false);
    expect(cfdiUsesFor('612')).toEqual(expect.arrayContaining(['G03', 'D01', 'D10', 'S01']));
    expect(cfdiUsesFor('605')).not.toContain('G03');
  });

  it('leaves sin obligaciones fiscales only sin efectos fiscales, and never offers pagos or nómina', () => {
    expect(cfdiUsesFor('616')).toEqual(['S01']);
    expect(cfdiUsesFor('605')).not.toContain('CN01');
    expect(cfdiUsesFor('601')).not.toContain('CP01');
  });
});

describe('the invoice data', () => {
  const valid = {
    rfc: 'abc680524p76',
    name: '  Flores   del Valle ',
    taxRegime: '601',
    postalCode: '06600',
    cfdiUse: 'g03',
  };

  it('normalises valid data', () => {
    expect(checkInvoiceData(valid)).toEqual({
      data: {
        rfc: 'ABC680524P76',
        name: 'Flores del Valle',
        taxRegime: '601',
        postalCode: '06600',
        cfdiUse: 'G03',
      },
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      checkInvoiceData({ rfc: '', name: ' ', taxRegime: '', postalCode: '', cfdiUse: '' }),
    ).toEqual({
      refusals: {
        rfc: 'required',
        name: 'required',
        taxRegime: 'required',
        postalCode: 'required',
        cfdiUse: 'required',
      },
    });
    expect(
      checkInvoiceData({
        rfc: 'ABC681324P76',
        name: 'x'.repeat(255),
        taxRegime: '999',
        postalCode: '0660',
        cfdiUse: 'Z01',
      }),
    ).toEqual({
      refusals: {
        rfc: 'rfcDate',
        name: 'nameTooLong',
        taxRegime: 'taxRegimeUnknown',
        postalCode: 'postalCodeFormat',
        cfdiUse: 'cfdiUseUnknown',
      },
    });
    expect(checkInvoiceData({ ...valid, name: 'ñ'.repeat(254) })).toHaveProperty('data');
    expect(checkInvoiceData({ ...valid, postalCode: '00123' })).toEqual({
      refusals: { postalCode: 'postalCodeFormat' },
    });
  });

  it('judges the régimen by the RFC’s kind and the use by the régimen', () => {
    expect(checkInvoiceData({ ...valid, taxRegime: '612' })).toEqual({
      refusals: { taxRegime: 'taxRegimeNotForKind' },
    });
    expect(checkInvoiceData({ ...valid, cfdiUse: 'D01' })).toEqual({
      refusals: { cfdiUse: 'cfdiUseNotForRegime' },
    });
    expect(
      checkInvoiceData({ ...valid, rfc: 'GODE561231GR8', taxRegime: '616', cfdiUse: 'G03' }),
    ).toEqual({ refusals: { cfdiUse: 'cfdiUseNotForRegime' } });
    expect(
      checkInvoiceData({ ...valid, rfc: 'GODE561231GR8', taxRegime: '612', cfdiUse: 'D01' }),
    ).toHaveProperty('data');
  });
});

describe('capital régimen in the name', () => {
  it.each([
    ['Flores del Valle, S.A. de C.V.', 'S.A. de C.V.'],
    ['FLORES DEL VALLE SA DE CV', 'SA DE CV'],
    ['Bodas Lindas S. de R.L. de C.V.', 'S. de R.L. de C.V.'],
    ['Fundación Amor A.C.', 'A.C.'],
    ['Despacho Ruiz S.C.', 'S.C.'],
    ['Innova SAPI de CV', 'SAPI de CV'],
  ])('finds it in %s', (name, suffix) => {
    expect(capitalRegimeSuffix(name)).toBe(suffix);
  });

  it.each(['Ana Isaac Sánchez', 'FLORES DEL VALLE', 'Casa'])('finds none in %s', (name) => {
    expect(capitalRegimeSuffix(name)).toBeNull();
  });
});

describe('the purchase month', () => {
  // 30 November 2026, 23:30 in Mexico City (UTC-6) is already 1 December in UTC.
  const lateOnTheLastDay = new Date('2026-12-01T05:30:00Z');

  it('is the calendar month in Mexico City', () => {
    expect(invoiceRequestLastDay(new Date('2026-11-03T12:00:00Z'))).toBe('2026-11-30');
    expect(invoiceRequestLastDay(lateOnTheLastDay)).toBe('2026-11-30');
    expect(invoiceRequestLastDay(new Date('2028-02-10T12:00:00Z'))).toBe('2028-02-29');
    expect(canRequestInvoice(new Date('2026-11-03T12:00:00Z'), lateOnTheLastDay)).toBe(true);
  });

  it('ends at midnight in Mexico City', () => {
    const purchasedAt = new Date('2026-11-03T12:00:00Z');
    expect(canRequestInvoice(purchasedAt, new Date('2026-12-01T05:59:59Z'))).toBe(true);
    expect(canRequestInvoice(purchasedAt, new Date('2026-12-01T06:00:00Z'))).toBe(false);
    expect(canRequestInvoice(lateOnTheLastDay, new Date('2026-12-01T06:00:00Z'))).toBe(false);
  });
});

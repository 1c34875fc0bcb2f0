// The data a couple gives to request an invoice (CFDI 4.0), checked as the SAT defines it, by the
// dashboard's form (which selects are offered) and by the API (which answers 422 per field): the RFC,
// the régimen fiscal (c_RegimenFiscal), the uso del CFDI (c_UsoCFDI, by régimen), the código postal of
// the domicilio fiscal and the name, plus the window the terms give (the purchase's calendar month in
// Mexico City).
import { weddingZoneDay } from './rsvp-deadline.ts';

/** Persona física (RFC of 13 characters) or persona moral (12). */
export type TaxpayerKind = 'fisica' | 'moral';

/**
 * The pattern of the CFDI 4.0 schema (Anexo 20): 3 (moral) or 4 (física) letters, Ñ and & included,
 * the date YYMMDD, and the homoclave (2 letters or digits, then a digit or A). The check digit is not
 * recomputed: the schema does not, and the PAC checks the RFC against SAT's list when stamping.
 */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[\dA]$/u;

/**
 * The generic RFCs: público en general and residentes en el extranjero. An invoice requested by the
 * couple is in their own name: sales to the público en general are already in the global invoice, and
 * a foreign resident's invoice needs fields this form does not ask for.
 */
const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

export type RfcRefusal = 'required' | 'rfcFormat' | 'rfcDate' | 'rfcGeneric';

/** Upper case, without the spaces and hyphens people write it with (GODE-561231-GR8). */
export function normalizeRfc(raw: string): string {
  return raw.normalize('NFC').replace(/[\s-]/gu, '').toUpperCase();
}

/** Whether YYMMDD is a real date (29 February only in a leap year; 00 reads as 2000). */
function isRealDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  const year = 2000 + Number(yy);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The kind of taxpayer an RFC belongs to by its length, or null while it is not 12 or 13 characters. */
export function taxpayerKindOf(raw: string): TaxpayerKind | null {
  const length = [...normalizeRfc(raw)].length;
  if (length === 12) return 'moral';
  if (length === 13) return 'fisica';
  return null;
}

/** The normalised RFC and its kind, or why it is refused. */
export function checkRfc(
  raw: string,
): { rfc: string; kind: TaxpayerKind } | { refusal: RfcRefusal } {
  const rfc = normalizeRfc(raw);
  if (rfc === '') return { refusal: 'required' };
  if (GENERIC_RFCS.has(rfc)) return { refusal: 'rfcGeneric' };
  const match = RFC_PATTERN.exec(rfc);
  if (match === null) return { refusal: 'rfcFormat' };
  const [, letters = '', yy = '', mm = '', dd = ''] = match;
  if (!isRealDate(yy, mm, dd)) return { refusal: 'rfcDate' };
  return { rfc, kind: [...letters].length === 3 ? 'moral' : 'fisica' };
}

/** c_RegimenFiscal, with the kinds of taxpayer each régimen applies to. */
export const TAX_REGIMES = {
  '601': ['moral'],
  '603': ['moral'],
  '605': ['fisica'],
  '606': ['fisica'],
  '607': ['fisica'],
  '608': ['fisica'],
  '610': ['fisica', 'moral'],
  '611': ['fisica'],
  '612': ['fisica'],
  '614': ['fisica'],
  '615': ['fisica'],
  '616': ['fisica'],
  '620': ['moral'],
  '621': ['fisica'],
  '622': ['moral'],
  '623': ['moral'],
  '624': ['moral'],
  '625': ['fisica'],
  '626': ['fisica', 'moral'],
} as const satisfies Record<string, readonly TaxpayerKind[]>;

export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as TaxRegime[];

export function isTaxRegime(code: string): code is TaxRegime {
  return Object.hasOwn(TAX_REGIMES, code);
}

/** The régimenes a taxpayer of `kind` may have. */
export function taxRegimesFor(kind: TaxpayerKind): TaxRegime[] {
  return TAX_REGIME_CODES.filter((code) =>
    (TAX_REGIMES[code] as readonly TaxpayerKind[]).includes(kind),
  );
}

/** Régimenes of a business: goods, expenses and investments (G01–G03, I01–I08). */
const BUSINESS: readonly TaxRegime[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
/** Régimenes of personas físicas with personal deductions in their annual return (D01–D10). */
const PERSONAL: readonly TaxRegime[] = [
  '605',
  '606',
  '607',
  '608',
  '611',
  '612',
  '614',
  '615',
  '625',
];
/** Every régimen but 616 (sin obligaciones fiscales), which may only receive S01 or CP01. */
const ANY: readonly TaxRegime[] = TAX_REGIME_CODES;

/**
 * c_UsoCFDI with the régimenes of the receiver each use allows. CP01 (pagos) and CN01 (nómina) belong
 * to other kinds of CFDI (a payment's complement, a payroll receipt), not to an invoice for a purchase.
 */
export const CFDI_USES = {
  G01: BUSINESS,
  G02: BUSINESS,
  G03: BUSINESS,
  I01: BUSINESS,
  I02: BUSINESS,
  I03: BUSINESS,
  I04: BUSINESS,
  I05: BUSINESS,
  I06: BUSINESS,
  I07: BUSINESS,
  I08: BUSINESS,
  D01: PERSONAL,
  D02: PERSONAL,
  D03: PERSONAL,
  D04: PERSONAL,
  D05: PERSONAL,
  D06: PERSONAL,
  D07: PERSONAL,
  D08: PERSONAL,
  D09: PERSONAL,
  D10: PERSONAL,
  S01: ANY,
  CP01: ANY,
  CN01: ['605'],
} as const satisfies Record<string, readonly TaxRegime[]>;

export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as CfdiUse[];

/** The uses an invoice for a purchase (a CFDI de ingreso) may not have. */
const NOT_FOR_PURCHASES: ReadonlySet<CfdiUse> = new Set(['CP01', 'CN01']);

export function isCfdiUse(code: string): code is CfdiUse {
  return Object.hasOwn(CFDI_USES, code);
}

/** The uses a receiver of `regime` may choose for an invoice of a purchase, in catalog order. */
export function cfdiUsesFor(regime: TaxRegime): CfdiUse[] {
  return CFDI_USE_CODES.filter(
    (use) =>
      !NOT_FOR_PURCHASES.has(use) && (CFDI_USES[use] as readonly TaxRegime[]).includes(regime),
  );
}

/** The SAT's maximum length of the receiver's name. */
export const INVOICE_NAME_MAX_LENGTH = 254;

/** The name as it will be sent: trimmed, with runs of spaces made one. */
export function normalizeInvoiceName(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

/**
 * A régimen de capital at the end of a name ("S.A. de C.V.", "S. de R.L.", "S.C.", "A.C.", "SAPI de
 * CV", "SAS"…), which CFDI 4.0 leaves out: the name goes as the Constancia de Situación Fiscal shows it.
 * Returns the suffix found, or null. A hint for the form, not a refusal: a list cannot know every
 * régimen, a real name may end like one, and the SAT's own check happens when the invoice is stamped.
 */
export function capitalRegimeSuffix(name: string): string | null {
  const match =
    /[\s,]+((?:S\.?\s?A\.?(?:\s?P\.?\s?I\.?)?|S\.?\s?(?:DE\s)?R\.?\s?L\.?|S\.?\s?A\.?\s?S\.?|S\.?\s?C\.?|A\.?\s?C\.?)(?:\s+DE\s+C\.?\s?V\.?)?)\s*$/iu.exec(
      normalizeInvoiceName(name),
    );
  return match?.[1] ?? null;
}

/** 5 digits; Mexican codes start at 01000. */
const POSTAL_CODE = /^(?!00)\d{5}$/u;

export type InvoiceField = 'rfc' | 'name' | 'taxRegime' | 'postalCode' | 'cfdiUse';

export type InvoiceRefusal =
  | RfcRefusal
  | 'nameTooLong'
  | 'taxRegimeUnknown'
  | 'taxRegimeNotForKind'
  | 'postalCodeFormat'
  | 'cfdiUseUnknown'
  | 'cfdiUseNotForRegime';

export type InvoiceData = {
  rfc: string;
  name: string;
  taxRegime: TaxRegime;
  postalCode: string;
  cfdiUse: CfdiUse;
};

export type InvoiceDataInput = Record<InvoiceField, string>;

/**
 * The invoice data normalised (RFC in upper case, name and code trimmed), or why each field is refused.
 * A régimen is judged against the RFC's kind and a use against the régimen only once those are valid.
 */
export function checkInvoiceData(
  input: InvoiceDataInput,
): { data: InvoiceData } | { refusals: Partial<Record<InvoiceField, InvoiceRefusal>> } {
  const refusals: Partial<Record<InvoiceField, InvoiceRefusal>> = {};
  const rfc = checkRfc(input.rfc);
  if ('refusal' in rfc) refusals.rfc = rfc.refusal;

  const name = normalizeInvoiceName(input.name);
  if (name === '') refusals.name = 'required';
  else if ([...name].length > INVOICE_NAME_MAX_LENGTH) refusals.name = 'nameTooLong';

  const taxRegime = input.taxRegime.trim();
  if (taxRegime === '') refusals.taxRegime = 'required';
  else if (!isTaxRegime(taxRegime)) refusals.taxRegime = 'taxRegimeUnknown';
  else if ('kind' in rfc && !taxRegimesFor(rfc.kind).includes(taxRegime)) {
    refusals.taxRegime = 'taxRegimeNotForKind';
  }

  const postalCode = input.postalCode.trim();
  if (postalCode === '') refusals.postalCode = 'required';
  else if (!POSTAL_CODE.test(postalCode)) refusals.postalCode = 'postalCodeFormat';

  const cfdiUse = input.cfdiUse.trim().toUpperCase();
  if (cfdiUse === '') refusals.cfdiUse = 'required';
  else if (!isCfdiUse(cfdiUse)) refusals.cfdiUse = 'cfdiUseUnknown';
  else if (
    isTaxRegime(taxRegime) &&
    refusals.taxRegime === undefined &&
    !cfdiUsesFor(taxRegime).includes(cfdiUse)
  ) {
    refusals.cfdiUse = 'cfdiUseNotForRegime';
  }

  if (
    Object.keys(refusals).length > 0 ||
    !('rfc' in rfc) ||
    !isTaxRegime(taxRegime) ||
    !isCfdiUse(cfdiUse)
  ) {
    return { refusals };
  }
  return { data: { rfc: rfc.rfc, name, taxRegime, postalCode, cfdiUse } };
}

/** The calendar month (YYYY-MM) of an instant in Mexico City. */
function purchaseMonth(instant: Date): string {
  return weddingZoneDay(instant).slice(0, 7);
}

/** The last day (YYYY-MM-DD, Mexico City) on which the invoice of a purchase may be requested. */
export function invoiceRequestLastDay(purchasedAt: Date): string {
  const [year = 0, month = 0] = purchaseMonth(purchasedAt).split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${purchaseMonth(purchasedAt)}-${String(lastDay).padStart(2, '0')}`;
}

/** The terms: an invoice is requested within the purchase's calendar month (Mexico City time). */
export function canRequestInvoice(purchasedAt: Date, now: Date): boolean {
  return purchaseMonth(now) === purchaseMonth(purchasedAt);
}

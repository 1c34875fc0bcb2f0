// Walks the bundled contract: every call of section 7 of both specification files is described, and every
// operation follows the conventions of README.md (operationId, x-access, security, closed request bodies,
// the shared error responses).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-access'?: unknown;
  security?: unknown;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, unknown>;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = JSON.parse(readFileSync(path.join(packageRoot, 'dist', 'openapi.json'), 'utf8')) as {
  security?: unknown;
  tags?: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({
      method,
      path: p,
      key: `${method.toUpperCase()} ${p}`,
      op: operation as Operation,
    })),
);

/** Follows local $refs (#/components/...) to the schema they name. */
function resolve(schema: Json | undefined): Json | undefined {
  let current = schema;
  for (let i = 0; current && typeof current.$ref === 'string' && i < 10; i += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc) as
      Json | undefined;
  }
  return current;
}

const wedding = (suffixes: string) => suffixes.split(' ').map((s) => `PATCH /weddings/{id}/${s}`);

// Section 7 of the product specification (client-and-guest and admin-promoter-platform), merged,
// with the paths the specification leaves unshown as the contract decides them, plus the public
// invitation calls, the payment webhook and sign-out on the server (the hardening issue).
const EXPECTED = [
  // Auth
  'GET /auth/get-google-auth-redirect',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/google-verification',
  'POST /auth/verify-client',
  'POST /auth/resend-verification',
  'POST /auth/send-reset-link',
  'POST /auth/reset-password',
  'POST /auth/admin-login',
  'POST /auth/promoter-login',
  'POST /auth/logout',
  // Admins
  'POST /admins/verify-client',
  'POST /admins/update-weddings-invitation-plan',
  'POST /admins/update-weddings-active',
  'GET /jobs/failed',
  'POST /jobs/{id}/retry',
  // Clients
  'GET /clients/me',
  'GET /clients/me/notices',
  'PUT /clients/me/notices',
  'POST /clients/me/data-export',
  'POST /clients/me/account-deletion',
  'POST /notices/unsubscribe',
  'PATCH /clients/{id}/name-lastname',
  'GET /clients',
  'GET /clients/{id}',
  'DELETE /clients/{id}',
  // Weddings
  'POST /weddings',
  'GET /weddings',
  'GET /weddings/slug-availability',
  'GET /weddings/{id}',
  'GET /weddings/{id}/start-trial',
  ...wedding(
    'name slug date dress-code dress-code-details show-dress-code-icons dress-icon suit-icon gift-registry-message ' +
      'accepts-envelope confirmation-enabled food-restrictions-enabled message-enabled invitation-section-enabled ' +
      'dress-code-enabled show-events-section-title show-dress-code-section-title show-gift-registry-section-title ' +
      'show-confirmation-section-title show-accommodations-section-title show-gallery-section-title ' +
      'show-itinerary-section-title',
  ),
  // The couple's deadline to answer (issue 17)
  'PATCH /weddings/{id}/rsvp-deadline',
  // Households, answers per event, menus and the couple's questions (issue 29)
  'PATCH /weddings/{id}/late-answers',
  'PATCH /weddings/{id}/contact-phone',
  'GET /weddings/{id}/questions',
  'PUT /weddings/{id}/questions',
  'PUT /events/{id}/meal-options',
  // Tables and who sits where (issue 30)
  'GET /weddings/{id}/tables',
  'PUT /weddings/{id}/tables',
  'PUT /weddings/{id}/seating',
  // Invitations and parents
  'PATCH /invitations/{id}/first-message',
  'PATCH /invitations/{id}/second-message',
  'POST /parents',
  'PATCH /parents/{id}/name',
  'PATCH /parents/{id}/show-if-past-away',
  'DELETE /parents/{id}',
  // Events
  'POST /events',
  'PATCH /events/{id}/name',
  'PATCH /events/{id}/place',
  'PATCH /events/{id}/address',
  'PATCH /events/{id}/address-link',
  'PATCH /events/{id}/datetime',
  'PATCH /events/{id}/only-adults',
  'PATCH /events/{id}/is-exclusive',
  'PATCH /events/{id}/show-add-to-calendar',
  'DELETE /events/{id}',
  'GET /events/{id}/guests',
  'POST /events/{id}/add-guest',
  'POST /events/{id}/remove-guest',
  // Itinerary events
  'POST /itinerary-events',
  'PATCH /itinerary-events/{id}/name',
  'PATCH /itinerary-events/{id}/datetime',
  'PATCH /itinerary-events/{id}/icon-id',
  'DELETE /itinerary-events/{id}',
  // Gift registries
  'POST /gift-registries',
  'PATCH /gift-registries/{id}/name',
  'PATCH /gift-registries/{id}/link',
  'DELETE /gift-registries/{id}',
  // Accommodations
  'POST /accommodations',
  'PATCH /accommodations/{id}/name',
  'PATCH /accommodations/{id}/link',
  'PATCH /accommodations/{id}/address',
  'PATCH /accommodations/{id}/address-link',
  'PATCH /accommodations/{id}/message',
  'DELETE /accommodations/{id}',
  // Images and songs
  'GET /images',
  'GET /images/{id}',
  'POST /images',
  'DELETE /images/{id}',
  'GET /songs',
  'GET /songs/{id}',
  'POST /songs',
  'PATCH /songs/{id}/play-automatically',
  'DELETE /songs/{id}',
  // Icons
  'GET /icons/dress-code',
  'GET /icons/itinerary',
  // Guests
  'POST /guests/get-by-wedding',
  'POST /guests/get-summary',
  'POST /guests/search',
  'POST /guests',
  'GET /guests/{id}',
  'PUT /guests/{id}',
  'PATCH /guests/{id}/sent',
  'PATCH /guests/{id}/name',
  'PATCH /guests/{id}/last-name',
  'PATCH /guests/{id}/max-guests-allowed',
  'DELETE /guests/{id}',
  'POST /guests/download',
  'POST /guests/upload-file',
  // The couple's WhatsApp messages and the walkthroughs that send them (issue 18)
  'GET /weddings/{id}/message-templates',
  'PUT /weddings/{id}/message-templates',
  'GET /weddings/{id}/reminder-schedule',
  'PUT /weddings/{id}/reminder-schedule',
  'GET /weddings/{id}/send-queue',
  'POST /weddings/{id}/guests/import-preview',
  'POST /weddings/{id}/guests/import',
  'POST /guests/{id}/reminded',
  // Each guest's QR card, printable (issue 18)
  'POST /guests/qr-sheet',
  // The example guest list, made from the guest columns (issue 28)
  'GET /guests/list-example',
  // Guests by the WhatsApp Business Cloud API (issue 18), and its webhook
  'POST /guests/{id}/whatsapp-messages',
  'POST /guests/whatsapp-statuses',
  'GET /webhooks/whatsapp',
  'POST /webhooks/whatsapp',
  // Invitation plans, promo codes, payments
  'GET /invitation-plans',
  'POST /invitation-plans/upgrade-options',
  'POST /promo-codes/get-by-code',
  'POST /payments/checkout',
  'GET /payments',
  'GET /payments/{id}',
  'POST /payments/{id}/invoice-request',
  'GET /weddings/{id}/invoice-requests',
  'POST /payments/webhook',
  'POST /payments/{id}/refresh',
  'POST /payments/{id}/installments',
  'POST /payments/{id}/cancel',
  'POST /payments/{id}/test-authentication',
  'POST /payments/{id}/test-settlement',
  'GET /weddings/{id}/payments',
  // Promoters
  'GET /promoters',
  'GET /promoters/{id}',
  'POST /promoters',
  'PUT /promoters/{id}',
  'DELETE /promoters/{id}',
  'POST /promoters/{promoterId}/promo-codes',
  'PUT /promoters/promo-codes/{id}',
  'GET /promoters/me',
  // Themes
  'GET /themes/by-wedding-id/{id}',
  'GET /themes/public',
  'POST /themes/with-prompt',
  'POST /themes/from-public-theme',
  'POST /themes/from-default',
  'PATCH /themes/{id}/status',
  'PATCH /themes/{id}/content',
  'PATCH /themes/{id}/pleased',
  'DELETE /themes/{id}',
  // Public invitation
  'GET /public/invitations/{slug}',
  'POST /public/invitations/{slug}/confirmation',
  'POST /public/invitations/{slug}/openings',
  'POST /public/invitations/{slug}/removal',
  // The couple's read-only look at a guest's invitation (issue 20)
  'POST /guests/{id}/preview',
  // Public site (issue 9): what differs per deployment
  'GET /public/site',
  // The wedding day (issue 30): seating prints, door helpers, arrivals and the pass
  'GET /weddings/{id}/seating/chart',
  'GET /weddings/{id}/seating/place-cards',
  'GET /weddings/{id}/arrivals',
  'GET /weddings/{id}/door-helpers',
  'POST /weddings/{id}/door-helpers',
  'DELETE /weddings/{id}/door-helpers/{helperId}',
  'POST /door/sessions',
  'GET /door/guest-list',
  'POST /door/arrivals',
  'GET /passes/{token}',
  'GET /passes/{token}/pdf',
];

const ROLES = ['public', 'client', 'admin', 'promoter', 'helper'];
// Stripe's and Meta's event shapes are theirs: the JSON bodies left open.
const OPEN_BODIES = ['POST /payments/webhook', 'POST /webhooks/whatsapp'];

/** Whether the operation takes path or query values (which the server validates: 422). */
function hasValidatedParameters(p: string, op: Operation & { parameters?: Json[] }): boolean {
  const parameters = [
    ...((doc.paths[p]?.parameters as Json[] | undefined) ?? []),
    ...(op.parameters ?? []),
  ];
  return parameters
    .map(resolve)
    .some((parameter) => parameter?.in === 'path' || parameter?.in === 'query');
}

describe('the contract', () => {
  it('describes every call of section 7 of both specifications', () => {
    const present = new Set(operations.map((o) => o.key));
    const missing = EXPECTED.filter((key) => !present.has(key));
    expect(missing, `operations missing from the contract`).toEqual([]);
    expect(new Set(EXPECTED).size, 'the expected list has duplicates').toBe(EXPECTED.length);
  });

  it('describes nothing outside that list', () => {
    const expected = new Set(EXPECTED);
    expect(operations.map((o) => o.key).filter((key) => !expected.has(key))).toEqual([]);
  });

  it('gives every operation a unique lowerCamelCase operationId, a tag and a summary', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.summary, key).toBeTruthy();
      expect(op.tags?.length, key).toBe(1);
      expect(
        doc.tags?.map((t) => t.name),
        key,
      ).toContain(op.tags?.[0]);
    }
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('gives every operation a valid x-access, and security: [] exactly when public', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const { key, op } of operations) {
      const access = op['x-access'];
      expect(
        Array.isArray(access) && access.length > 0,
        `${key}: x-access is a non-empty list`,
      ).toBe(true);
      const roles = access as string[];
      expect(
        roles.filter((r) => !ROLES.includes(r)),
        `${key}: unknown roles`,
      ).toEqual([]);
      expect(new Set(roles).size, `${key}: repeated roles`).toBe(roles.length);
      if (roles.includes('public')) {
        expect(roles, `${key}: public stands alone`).toEqual(['public']);
        expect(op.security, `${key}: public operations declare security: []`).toEqual([]);
      } else {
        expect(op.security, `${key}: only public operations override security`).toBeUndefined();
      }
    }
  });

  it('closes every JSON and multipart request body and lists its required fields', () => {
    for (const { key, op } of operations) {
      for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (OPEN_BODIES.includes(key)) continue;
        const schema = resolve(media.schema);
        expect(schema?.type, `${key} ${mediaType}`).toBe('object');
        expect(
          schema?.additionalProperties,
          `${key} ${mediaType}: additionalProperties: false`,
        ).toBe(false);
        expect(
          Array.isArray(schema?.required) && (schema.required as unknown[]).length > 0,
          `${key}: required`,
        ).toBe(true);
      }
    }
  });

  it('documents the shared error responses', () => {
    for (const { key, path: p, op } of operations) {
      const codes = Object.keys(op.responses ?? {});
      expect(
        codes.some((c) => c.startsWith('2')),
        `${key}: a success response`,
      ).toBe(true);
      const isPublic = (op['x-access'] as string[]).includes('public');
      if (isPublic) {
        expect(codes, `${key}: public operations document 429`).toContain('429');
      } else {
        expect(codes, `${key}: 401 without a session`).toContain('401');
        expect(codes, `${key}: 403 for another role`).toContain('403');
      }
      if (p.includes('{')) expect(codes, `${key}: 404 for its path id`).toContain('404');
      if (op.requestBody) expect(codes, `${key}: 422 for its body`).toContain('422');
      if (hasValidatedParameters(p, op)) {
        expect(codes, `${key}: 422 for its path and query values`).toContain('422');
      }
    }
  });

  it('bounds every integer, so that no value past a 32-bit column reaches the database', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => walk(child, `${where}/${index}`));
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Json;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (
        types.includes('integer') &&
        (typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number')
      ) {
        unbounded.push(where);
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
    };
    walk(doc, '#');
    expect(unbounded).toEqual([]);
  });

  it('closes the error shapes, so that a framework default body is outside the contract', () => {
    for (const name of ['Error', 'ValidationError']) {
      expect(doc.components.schemas[name]?.additionalProperties, name).toBe(false);
    }
  });

  it('requires a code of ErrorCode in both error shapes, each code described here and in README.md', () => {
    const { schemas } = doc.components;
    for (const name of ['Error', 'ValidationError']) {
      expect(schemas[name]?.required, name).toContain('code');
    }
    const code = (schemas.Error?.properties as Record<string, Json>).code;
    expect(code?.$ref).toBe('#/components/schemas/ErrorCode');
    const codes = resolve(schemas.ErrorCode)?.enum as string[];
    const validation = (schemas.ValidationError?.properties as Record<string, Json>).code;
    expect(codes).toContain(validation?.const);
    const described = resolve(schemas.ErrorCode)?.['x-enumDescriptions'] as Record<string, string>;
    expect(Object.keys(described).sort()).toEqual([...codes].sort());
    const readme = readFileSync(path.join(packageRoot, 'README.md'), 'utf8');
    expect(codes.filter((code) => !readme.includes(`\`${code}\``))).toEqual([]);
  });
});

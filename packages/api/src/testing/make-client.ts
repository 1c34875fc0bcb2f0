import type { components } from '../generated/openapi.ts';

type Client = components['schemas']['Client'];

/** A verified, complete client without a wedding, as `GET /clients/me` answers it; override any field. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 7,
    email: 'ana@example.com',
    name: 'Ana',
    lastName: 'López',
    verified: true,
    externalAuth: null,
    weddings: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import type { components } from '@convite/api/schema';
import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Theme = components['schemas']['Theme'];
type Wedding = components['schemas']['Wedding'];

const CREATED = '2026-01-01T00:00:00.000Z';

/** A draft copy of Etiqueta in wedding 5; override what the test is about. */
export function makeTheme(overrides: Partial<Theme> = {}): Theme {
  return {
    id: 11,
    name: 'Mi Etiqueta 1',
    status: 'draft',
    aiGenerated: false,
    pleased: null,
    content: structuredClone(ETIQUETA_THEME) as unknown as Theme['content'],
    weddingId: 5,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** One theme in each state the cards tell apart, and one public theme. */
export const OWN_THEMES = [
  makeTheme({ id: 11, name: 'Copia de Etiqueta' }),
  makeTheme({ id: 12, name: 'Terracota', aiGenerated: true }),
  makeTheme({ id: 13, name: 'Playa', aiGenerated: true, pleased: true }),
  makeTheme({ id: 14, name: 'Publicado dorado', status: 'published' }),
];
export const PUBLIC_THEMES = [makeTheme({ id: 90, name: 'Jardín', weddingId: null })];

/** The themes tab of wedding 5, signed in, with the lists mocked (and any handler given). */
export function openThemes(handlers: MockHandlers = {}, wedding: Wedding = makeWedding()) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /themes/by-wedding-id/{id}': { body: OWN_THEMES },
    'GET /themes/public': { body: PUBLIC_THEMES },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/temas', { token: 'jwt' });
  return { api, app };
}

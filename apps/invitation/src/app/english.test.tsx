// Every page of the invitation in English, rendered as the browser gets it: no text may be a Spanish
// resource (a key missing in en falls back to es silently), and a switch in place rewrites the head.
import { findSpanishTexts } from '@convite/i18n/testing/spanish-leaks';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../lib/i18n.ts';
import { invitationFixture } from '../test/fixtures.ts';
import { App } from './app.tsx';
import type { PageBootstrap } from './page-data.ts';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.title = '';
  document.cookie = 'locale=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

async function renderPage(page: PageBootstrap['page'], language: 'es' | 'en') {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <App
        bootstrap={{ page, language, now: '2026-06-01T12:00:00.000Z' }}
        i18n={createAppI18n(language, localStorage)}
      />,
    );
  });
}

const PAGES: [string, PageBootstrap['page']][] = [
  [
    'the guest invitation',
    { kind: 'invitation', slug: 'ana-y-luis', code: 'ABCD2345', invitation: invitationFixture() },
  ],
  [
    'the bare link',
    { kind: 'invitation', slug: 'ana-y-luis', code: null, invitation: invitationFixture() },
  ],
  ['the not-available page', { kind: 'not-available' }],
  ['the 404', { kind: 'not-found' }],
  ['the error page', { kind: 'unavailable' }],
];

describe('the invitation in English', () => {
  it.each(PAGES)('%s has no Spanish text', async (_name, page) => {
    await renderPage(page, 'en');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(findSpanishTexts()).toEqual([]);
  });

  it('rewrites the title and the description on a switch in place', async () => {
    document.head.innerHTML = '<meta name="description" content="Invitación no disponible" />';
    await renderPage({ kind: 'not-available' }, 'es');
    expect(document.title).toBe('Invitación no disponible · Convite');
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(document.title).not.toBe('Invitación no disponible · Convite');
    expect(document.documentElement.lang).toBe('en');
    expect(findSpanishTexts()).toEqual([]);
  });
});

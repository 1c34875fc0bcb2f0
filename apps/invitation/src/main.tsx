import '@convite/invitation-renderer/styles.css';
import './app.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from './app/page-data.ts';
import { loadTexts } from './lib/english-texts.ts';
import { createAppI18n } from './lib/i18n.ts';
import { safeLocalStorage } from './lib/safe-storage.ts';

const root = document.getElementById('root');
const data = document.getElementById(BOOTSTRAP_ELEMENT_ID);
if (!root || !data?.textContent) throw new Error('The page has no server-rendered invitation.');

// Exactly the language and clock the server rendered with, so hydration finds the same markup.
const bootstrap = JSON.parse(data.textContent) as PageBootstrap;
// An English page fetches its texts first (the Spanish ones are in this script).
void loadTexts(bootstrap.language, () => import('virtual:convite-english-texts')).then(() => {
  const i18n = createAppI18n(bootstrap.language, safeLocalStorage() ?? undefined);
  hydrateRoot(root, <App bootstrap={bootstrap} i18n={i18n} />);
});

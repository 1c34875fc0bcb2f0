import '@convite/ui/styles.css';
import './app.css';
import { createQueryClient } from '@convite/api/query-client';
import { DEFAULT_LANGUAGE, currentLanguage } from '@convite/i18n/create-i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>
);

// The landing arrives pre-rendered in Spanish (dist/inicio.html, see vite.config.ts): it is hydrated.
// Every other page, or the landing for a visitor who chose English, renders from scratch.
if (root.firstElementChild && currentLanguage(i18n) === DEFAULT_LANGUAGE) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}

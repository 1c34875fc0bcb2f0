import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { Button } from '@convite/ui/button';
import { LanguageSelector } from '@convite/ui/language-selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { AppLogo } from '../../../components/app-logo.tsx';
import { useAdminLogout } from '../../../lib/admin-session.ts';

const SECTIONS = ['clientes', 'bodas', 'pagos', 'promotores', 'tareas'] as const;
/** Where the side menu stops being a drawer over the page (matches app.css). */
const WIDE_QUERY = '(min-width: 900px)';

const isWide = () => window.matchMedia?.(WIDE_QUERY).matches ?? true;

/**
 * Top bar (logo, menu toggle, "Cerrar Sesión") and the 280 px side menu. On wide screens the toggle
 * collapses the menu; on phones the menu is a drawer, closed until asked for and after each choice.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const logout = useAdminLogout();
  const language = useLanguageSelector();
  const [isOpen, setOpen] = useState(isWide);
  const labels = {
    clientes: t('layout.clients'),
    bodas: t('layout.weddings'),
    pagos: t('layout.payments'),
    promotores: t('layout.promoters'),
    tareas: t('layout.jobs'),
  };
  const closeDrawer = () => {
    if (!isWide()) setOpen(false);
  };
  return (
    <div className={`admin${isOpen ? ' admin--open' : ''}`}>
      <header className="admin__bar">
        <Button
          variant="ghost"
          className="admin__toggle"
          aria-expanded={isOpen}
          aria-controls="admin-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">☰</span>
          <span className="cv-visually-hidden">{t('layout.toggleMenu')}</span>
        </Button>
        <AppLogo />
        <div className="admin__bar-end">
          <LanguageSelector {...language} />
          <Button variant="secondary" onClick={logout}>
            {t('layout.logout')}
          </Button>
        </div>
      </header>
      <div className="admin__body">
        {isOpen && <div className="admin__backdrop" aria-hidden="true" onClick={closeDrawer} />}
        <nav
          id="admin-menu"
          className="admin__menu"
          aria-label={t('layout.navigation')}
          hidden={!isOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeDrawer();
          }}
        >
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <NavLink to={`/admin/${section}`} onClick={closeDrawer}>
                  {labels[section]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { Button } from '@convite/ui/button';
import { LanguageSelector } from '@convite/ui/language-selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { AppLogo } from '../../../components/app-logo.tsx';
import { useAdminLogout } from '../../../lib/admin-session.ts';

const SECTIONS = ['clientes', 'bodas', 'pagos', 'promotores'] as const;

/** Top bar (logo, menu toggle, "Cerrar Sesión") and the side menu of the admin console. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const logout = useAdminLogout();
  const language = useLanguageSelector();
  const [collapsed, setCollapsed] = useState(false);
  const labels = {
    clientes: t('layout.clients'),
    bodas: t('layout.weddings'),
    pagos: t('layout.payments'),
    promotores: t('layout.promoters'),
  };
  return (
    <div className={`admin${collapsed ? ' admin--collapsed' : ''}`}>
      <header className="admin__bar">
        <Button
          variant="ghost"
          className="admin__toggle"
          aria-expanded={!collapsed}
          aria-controls="admin-menu"
          onClick={() => setCollapsed((value) => !value)}
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
        <nav
          id="admin-menu"
          className="admin__menu"
          aria-label={t('layout.navigation')}
          hidden={collapsed}
        >
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <NavLink to={`/admin/${section}`}>{labels[section]}</NavLink>
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

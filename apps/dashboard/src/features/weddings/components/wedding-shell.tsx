import { Button } from '@convite/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';

const TABS = ['activacion', 'edicion', 'temas', 'invitados', 'cuenta'] as const;

/** The wedding dashboard frame: a collapsible side menu with the tabs, the tab in the rest. */
export function WeddingShell() {
  const { t } = useTranslation('dashboard');
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On phones the tabs scroll sideways: keep the current one in view.
    navRef.current
      ?.querySelector('a.active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const labels = {
    activacion: t('wedding.tabs.activation'),
    edicion: t('wedding.tabs.editing'),
    temas: t('wedding.tabs.themes'),
    invitados: t('wedding.tabs.guests'),
    cuenta: t('wedding.tabs.account'),
  };
  return (
    <div className={`wedding-shell${collapsed ? ' wedding-shell--collapsed' : ''}`}>
      <aside className="wedding-shell__side">
        <Button
          variant="ghost"
          className="wedding-shell__toggle"
          aria-expanded={!collapsed}
          aria-controls="wedding-tabs"
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">☰</span>
          <span className="cv-visually-hidden">{t('wedding.toggleMenu')}</span>
        </Button>
        <nav ref={navRef} id="wedding-tabs" aria-label={t('wedding.navigation')} hidden={collapsed}>
          <ul className="wedding-shell__tabs">
            {TABS.map((tab) => (
              <li key={tab}>
                <NavLink to={tab} className="wedding-shell__tab">
                  {labels[tab]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="wedding-shell__main">
        <Outlet />
      </main>
    </div>
  );
}

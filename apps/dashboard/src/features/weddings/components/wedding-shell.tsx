import { hasErrorCode } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import {
  AccountIcon,
  ContentIcon,
  GuestsIcon,
  PlanIcon,
  TablesIcon,
  ThemesIcon,
} from '@convite/ui/icons';
import { Notice } from '@convite/ui/notice';
import { SidebarLayout, type SidebarNavItem } from '@convite/ui/sidebar-layout';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { reportError } from '../../../lib/error-message.ts';
import { useWedding, useWeddingId } from '../../../lib/wedding.ts';
import { isInvitationLinkShown } from '../utils/invitation-link.ts';
import { GuestPreviewLink } from './guest-preview-link.tsx';

const TABS = ['activacion', 'edicion', 'temas', 'invitados', 'mesas', 'cuenta'] as const;
const TAB_ICONS = {
  activacion: <PlanIcon />,
  edicion: <ContentIcon />,
  temas: <ThemesIcon />,
  invitados: <GuestsIcon />,
  mesas: <TablesIcon />,
  cuenta: <AccountIcon />,
};

/**
 * The wedding dashboard frame: a collapsible sidebar with the wedding's name and the tabs, the tab
 * once the wedding has loaded (a spinner before), with the link to the public invitation above it.
 */
export function WeddingShell() {
  const { t } = useTranslation('dashboard');
  const [isCollapsed, setCollapsed] = useState(false);
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const weddingId = useWeddingId();
  const wedding = useWedding();
  const loadFailure = wedding.data ? null : wedding.error;
  const canGoBack = key !== 'default';

  useEffect(() => {
    // A failed load: the red snack and back where the client came from (an ended session is the
    // modal's).
    if (!loadFailure || hasErrorCode(loadFailure, 'unauthenticated')) return;
    reportError(loadFailure);
    if (canGoBack) void navigate(-1);
  }, [loadFailure, canGoBack, navigate]);

  const labels = {
    activacion: t('wedding.tabs.activation'),
    edicion: t('wedding.tabs.editing'),
    temas: t('wedding.tabs.themes'),
    invitados: t('wedding.tabs.guests'),
    mesas: t('seating.tab'),
    cuenta: t('wedding.tabs.account'),
  };
  const tab = pathname.split('/').filter(Boolean).pop() ?? '';
  // The guest form and the batch page belong to the guests tab.
  const activeTab = tab === 'agregar-invitado' || tab === 'agregar-archivo' ? 'invitados' : tab;
  const base = `/dashboard/boda/${weddingId}`;
  const nav: SidebarNavItem[] = TABS.map((item) => ({
    to: `${base}/${item}`,
    label: labels[item],
    icon: TAB_ICONS[item],
    active: activeTab === item,
    onSelect: () => void navigate(`${base}/${item}`),
  }));

  return (
    <SidebarLayout
      title={wedding.data?.name ?? ''}
      nav={nav}
      collapsed={isCollapsed}
      onToggle={() => setCollapsed((value) => !value)}
      toggleLabel={t('wedding.toggleMenu')}
      navLabel={t('wedding.navigation')}
      renderLink={(item, props) => <Link to={item.to} {...props} />}
    >
      {wedding.data && isInvitationLinkShown(wedding.data, tab) && (
        // A bar in the page's flow, above the tab, so it never covers a pencil or a button.
        <div className="invitation-link-bar">
          <GuestPreviewLink wedding={wedding.data} />
        </div>
      )}
      {wedding.data ? (
        <Outlet />
      ) : loadFailure ? (
        <div className="stack">
          <Notice kind="error">{t('wedding.loadFailed')}</Notice>
          <div>
            <Button variant="secondary" onClick={() => void wedding.refetch()}>
              {t('wedding.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <PageSpinner />
      )}
    </SidebarLayout>
  );
}

import { useId, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeftIcon } from './icons.tsx';

export type SidebarNavItem = {
  /** The href of the default link. */
  to: string;
  label: string;
  icon?: ReactNode;
  active: boolean;
  /** A plain left click on the default link (modified clicks open a new tab as usual). */
  onSelect: () => void;
};

/** What a custom link must spread on its anchor (a router's Link). */
export type SidebarLinkProps = {
  className: string;
  'aria-current': 'page' | undefined;
  title: string | undefined;
  children: ReactNode;
};

export type SidebarLayoutProps = {
  /** The wedding name. */
  title: string;
  nav: readonly SidebarNavItem[];
  /** Only on wide screens: the sidebar shows icons alone. Phones always show a bottom tab bar. */
  collapsed: boolean;
  onToggle: () => void;
  /** Accessible name of the collapse button ("Contraer menú"). */
  toggleLabel: string;
  /** Under the tabs on wide screens (hidden when collapsed); at the end of the top bar on phones. */
  footer?: ReactNode;
  children: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Renders each tab as the app's own link, e.g. `(item, props) => <Link to={item.to} {...props} />`. */
  renderLink?: (item: SidebarNavItem, props: SidebarLinkProps) => ReactNode;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The dashboard shell: a collapsible left sidebar with the wedding name and the tabs; under 768 px a
 * top bar with the name and a bottom tab bar. No routing here: links call `onSelect`, or the app
 * renders its own through `renderLink`.
 */
export function SidebarLayout({
  title,
  nav,
  collapsed,
  onToggle,
  toggleLabel,
  footer,
  children,
  navLabel,
  renderLink,
}: SidebarLayoutProps) {
  const sidebarId = useId();
  return (
    <div className={['cv-shell', collapsed && 'cv-shell--collapsed'].filter(Boolean).join(' ')}>
      <div id={sidebarId} className="cv-shell__sidebar">
        <div className="cv-shell__head">
          <button
            type="button"
            className="cv-icon-button cv-shell__toggle"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            onClick={onToggle}
          >
            <ChevronLeftIcon />
          </button>
          <p className="cv-shell__title">{title}</p>
        </div>
        <nav className="cv-shell__nav" aria-label={navLabel}>
          <ul className="cv-shell__tabs">
            {nav.map((item) => {
              const props: SidebarLinkProps = {
                className: ['cv-shell__link', item.active && 'cv-shell__link--active']
                  .filter(Boolean)
                  .join(' '),
                'aria-current': item.active ? 'page' : undefined,
                title: collapsed ? item.label : undefined,
                children: (
                  <>
                    <span className="cv-shell__icon" aria-hidden="true">
                      {item.icon ?? item.label.charAt(0)}
                    </span>
                    <span className="cv-shell__label">{item.label}</span>
                  </>
                ),
              };
              return (
                <li key={item.to} className="cv-shell__tab">
                  {renderLink ? (
                    renderLink(item, props)
                  ) : (
                    <a
                      {...props}
                      href={item.to}
                      onClick={(event) => {
                        if (event.defaultPrevented || !isPlainClick(event)) return;
                        event.preventDefault();
                        item.onSelect();
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {footer && <div className="cv-shell__footer">{footer}</div>}
      </div>
      <main className="cv-shell__main">{children}</main>
    </div>
  );
}

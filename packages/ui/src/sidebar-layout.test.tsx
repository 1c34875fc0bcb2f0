import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidebarLayout, type SidebarNavItem } from './sidebar-layout.tsx';

function nav(onSelect: (to: string) => void): SidebarNavItem[] {
  return ['Plan', 'Contenido', 'Invitados'].map((label, index) => ({
    to: `/dashboard/boda/1/${label.toLowerCase()}`,
    label,
    active: index === 1,
    onSelect: () => onSelect(label),
  }));
}

describe('SidebarLayout', () => {
  it('shows the wedding name, the tabs and the content, marking the current tab', () => {
    render(
      <SidebarLayout
        title="Ana y Luis"
        nav={nav(() => undefined)}
        collapsed={false}
        onToggle={() => undefined}
        toggleLabel="Contraer menú"
        navLabel="Secciones"
      >
        <h1>Edición</h1>
      </SidebarLayout>,
    );
    expect(screen.getByText('Ana y Luis')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Edición');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Contenido' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Plan' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'Secciones' })).toBeInTheDocument();
  });

  it('selects a tab on a plain click and toggles the sidebar', async () => {
    const onSelect = vi.fn();
    const onToggle = vi.fn();
    render(
      <SidebarLayout
        title="Ana y Luis"
        nav={nav(onSelect)}
        collapsed
        onToggle={onToggle}
        toggleLabel="Expandir menú"
      >
        contenido
      </SidebarLayout>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Invitados' }));
    expect(onSelect).toHaveBeenCalledWith('Invitados');
    const toggle = screen.getByRole('button', { name: 'Expandir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('renders the app links through renderLink', () => {
    render(
      <SidebarLayout
        title="Ana y Luis"
        nav={nav(() => undefined)}
        collapsed={false}
        onToggle={() => undefined}
        toggleLabel="Contraer menú"
        renderLink={(item, props) => <a href={`#${item.to}`} data-router="" {...props} />}
      >
        contenido
      </SidebarLayout>,
    );
    const link = screen.getByRole('link', { name: 'Plan' });
    expect(link).toHaveAttribute('href', '#/dashboard/boda/1/plan');
    expect(link).toHaveAttribute('data-router');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageSelector } from './language-selector.tsx';
import { SidebarLayout } from './sidebar-layout.tsx';

function TabIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const TABS = [
  {
    to: 'activacion',
    label: 'Plan',
    d: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7L12 3Z',
  },
  { to: 'edicion', label: 'Contenido', d: 'M4 20h4L19 9a2.83 2.83 0 0 0-4-4L4 16v4Z' },
  {
    to: 'temas',
    label: 'Temas',
    d: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.5 1-2.5 2.5-2.5H18a3 3 0 0 0 3-3c0-6-4-11-9-11Z',
  },
  {
    to: 'invitados',
    label: 'Invitados',
    d: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  },
  { to: 'cuenta', label: 'Cuenta', d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0' },
];

function SidebarLayoutDemo({ startCollapsed = false }: { startCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [current, setCurrent] = useState('edicion');
  const [language, setLanguage] = useState('es');
  return (
    <SidebarLayout
      title="Ana y Luis"
      navLabel="Secciones de la boda"
      collapsed={collapsed}
      onToggle={() => setCollapsed((value) => !value)}
      toggleLabel={collapsed ? 'Expandir menú' : 'Contraer menú'}
      nav={TABS.map((tab) => ({
        to: `#${tab.to}`,
        label: tab.label,
        icon: <TabIcon d={tab.d} />,
        active: tab.to === current,
        onSelect: () => setCurrent(tab.to),
      }))}
      footer={
        <LanguageSelector
          label="Idioma"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'es', label: 'ES' },
            { value: 'en', label: 'EN' },
          ]}
        />
      }
    >
      <h1 style={{ marginTop: 0 }}>{TABS.find((tab) => tab.to === current)?.label}</h1>
      <p>El contenido de la pestaña va aquí.</p>
    </SidebarLayout>
  );
}

const meta = {
  title: 'Layout/SidebarLayout',
  component: SidebarLayoutDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SidebarLayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under 768 px: a top bar with the name and a bottom tab bar. */
export const Default: Story = {};
export const Collapsed: Story = { args: { startCollapsed: true } };

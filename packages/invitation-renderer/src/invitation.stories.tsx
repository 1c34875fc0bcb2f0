import type { Meta, StoryObj } from '@storybook/react-vite';
import { answeredGuest, mexicanWedding } from './fixtures/mexican-wedding.ts';
import { onlySection, storyProps } from './fixtures/story-props.ts';
import { Invitation } from './invitation.tsx';
import { ETIQUETA_THEME } from './theme.ts';

const meta = {
  title: 'Invitation/Whole invitation',
  component: Invitation,
  args: storyProps,
} satisfies Meta<typeof Invitation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { args: { locale: 'en' } };
export const WithoutGuest: Story = { args: { guest: null } };
export const AlreadyAnswered: Story = { args: { guest: answeredGuest } };
export const WeddingDay: Story = { args: { now: new Date(mexicanWedding.date) } };
export const NoTitles: Story = {
  args: {
    wedding: {
      ...mexicanWedding,
      showEventsSectionTitle: false,
      showDressCodeSectionTitle: false,
      showItinerarySectionTitle: false,
      showGiftRegistrySectionTitle: false,
      showConfirmationSectionTitle: false,
      showAccommodationsSectionTitle: false,
      showGallerySectionTitle: false,
    },
  },
};
export const CustomTheme: Story = {
  args: {
    theme: {
      ...ETIQUETA_THEME,
      base: {
        ...ETIQUETA_THEME.base,
        body: { ...ETIQUETA_THEME.base.body, backgroundColor: '#f3f6f4', color: '#1f3b2d' },
      },
      sectionTitle: {
        ...ETIQUETA_THEME.sectionTitle,
        title: { fontFamily: "'Tenor Sans', serif", color: '#1f3b2d', fontSize: '2rem' },
      },
    },
  },
};
export const HeaderOnly: Story = {
  args: { wedding: onlySection({ coverImages: mexicanWedding.coverImages, hasCountdown: true }) },
};

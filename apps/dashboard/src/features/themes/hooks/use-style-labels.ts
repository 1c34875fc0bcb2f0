import { useTranslation } from 'react-i18next';
import type { EditorSection } from '../utils/theme-edits.ts';

const SECTION_KEYS = {
  base: 'themes.editor.sections.base',
  sectionTitle: 'themes.editor.sections.sectionTitle',
  header: 'themes.editor.sections.header',
  invitation: 'themes.editor.sections.invitation',
  events: 'themes.editor.sections.events',
  dressCode: 'themes.editor.sections.dressCode',
  itinerary: 'themes.editor.sections.itinerary',
  giftRegistry: 'themes.editor.sections.giftRegistry',
  confirmation: 'themes.editor.sections.confirmation',
  accommodations: 'themes.editor.sections.accommodations',
  page: 'themes.editor.sections.page',
} as const satisfies Record<EditorSection, string>;

/** The styles Etiqueta and the seeded themes name; a generated theme may add others. */
const STYLE_KEYS = {
  body: 'themes.editor.styles.body',
  shadow: 'themes.editor.styles.shadow',
  cornerRadiusCard: 'themes.editor.styles.cornerRadiusCard',
  cornerRadiusElement: 'themes.editor.styles.cornerRadiusElement',
  success: 'themes.editor.styles.success',
  error: 'themes.editor.styles.error',
  title: 'themes.editor.styles.title',
  ornament: 'themes.editor.styles.ornament',
  cover: 'themes.editor.styles.cover',
  overlay: 'themes.editor.styles.overlay',
  names: 'themes.editor.styles.names',
  date: 'themes.editor.styles.date',
  countdown: 'themes.editor.styles.countdown',
  countdownValue: 'themes.editor.styles.countdownValue',
  countdownLabel: 'themes.editor.styles.countdownLabel',
  married: 'themes.editor.styles.married',
  songButton: 'themes.editor.styles.songButton',
  message: 'themes.editor.styles.message',
  parentsTitle: 'themes.editor.styles.parentsTitle',
  parentName: 'themes.editor.styles.parentName',
  deceasedMark: 'themes.editor.styles.deceasedMark',
  card: 'themes.editor.styles.card',
  name: 'themes.editor.styles.name',
  place: 'themes.editor.styles.place',
  address: 'themes.editor.styles.address',
  time: 'themes.editor.styles.time',
  note: 'themes.editor.styles.note',
  link: 'themes.editor.styles.link',
  button: 'themes.editor.styles.button',
  code: 'themes.editor.styles.code',
  details: 'themes.editor.styles.details',
  icon: 'themes.editor.styles.icon',
  line: 'themes.editor.styles.line',
  envelope: 'themes.editor.styles.envelope',
  greeting: 'themes.editor.styles.greeting',
  text: 'themes.editor.styles.text',
  label: 'themes.editor.styles.label',
  input: 'themes.editor.styles.input',
  option: 'themes.editor.styles.option',
  optionSelected: 'themes.editor.styles.optionSelected',
  secondaryButton: 'themes.editor.styles.secondaryButton',
  backdrop: 'themes.editor.styles.backdrop',
  sheet: 'themes.editor.styles.sheet',
  band: 'themes.editor.styles.band',
  divider: 'themes.editor.styles.divider',
  photo: 'themes.editor.styles.photo',
  day: 'themes.editor.styles.day',
  venue: 'themes.editor.styles.venue',
  cta: 'themes.editor.styles.cta',
  guestNote: 'themes.editor.styles.guestNote',
  guestNoteLabel: 'themes.editor.styles.guestNoteLabel',
  guestNoteText: 'themes.editor.styles.guestNoteText',
} as const;

/** "countdownValue" → "Countdown value": a readable label for a style the texts do not know. */
export function spacedName(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Readable names for the editor's sections and styles, in the interface language. */
export function useStyleLabels() {
  const { t } = useTranslation('dashboard');
  return {
    section: (section: EditorSection) => t(SECTION_KEYS[section]),
    style: (name: string) =>
      Object.hasOwn(STYLE_KEYS, name)
        ? t(STYLE_KEYS[name as keyof typeof STYLE_KEYS])
        : spacedName(name),
  };
}

import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { Select, type SelectOption } from '@convite/ui/select';
import { TextField } from '@convite/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleLabels } from '../hooks/use-style-labels.ts';
import { BORDER_RADIUS_OPTIONS, BOX_SHADOW_OPTIONS, FONT_WEIGHTS } from '../utils/style-options.ts';
import {
  backgroundImageText,
  backgroundImageValue,
  EDITOR_SECTIONS,
  getStyle,
  setStyleProperty,
  styleNames,
  styleValue,
  themeColors,
  themeFontFamilies,
  type EditableProperty,
  type EditorSection,
} from '../utils/theme-edits.ts';
import { ColorField } from './color-field.tsx';
import { FontField } from './font-field.tsx';

type StyleEditorProps = { content: ThemeContent; onChange: (content: ThemeContent) => void };

const COLOR_PROPERTIES = ['color', 'backgroundColor', 'borderColor'] as const;

/** Adds the current value to a list of choices when the theme uses one the list lacks. */
function withCurrent(options: SelectOption<string>[], value: string, label: string) {
  return value && !options.some((option) => option.value === value)
    ? [...options, { value, label }]
    : options;
}

/**
 * The sidebar's editor: a section, a style within it, and its font, weight, colours, corners,
 * shadow and background image. Every change hands a whole new content up, so the preview follows.
 */
export function StyleEditor({ content, onChange }: StyleEditorProps) {
  const { t } = useTranslation('dashboard');
  const labels = useStyleLabels();
  const [section, setSection] = useState<EditorSection>('base');
  const [chosenName, setName] = useState('body');

  const names = styleNames(content, section);
  const name = names.includes(chosenName) ? chosenName : (names[0] ?? '');
  const style = getStyle(content, section, name);
  const value = (property: EditableProperty) => styleValue(style, property);
  const set = (property: EditableProperty, next: string | null) =>
    onChange(setStyleProperty(content, section, name, property, next));

  const colors = themeColors(content);
  const colorLabels = {
    color: t('themes.editor.color'),
    backgroundColor: t('themes.editor.backgroundColor'),
    borderColor: t('themes.editor.borderColor'),
  };
  const radiusLabels = {
    none: t('themes.editor.radius.none'),
    xs: t('themes.editor.radius.xs'),
    sm: t('themes.editor.radius.sm'),
    md: t('themes.editor.radius.md'),
    lg: t('themes.editor.radius.lg'),
    xl: t('themes.editor.radius.xl'),
    full: t('themes.editor.radius.full'),
  };
  const shadowLabels = {
    none: t('themes.editor.shadow.none'),
    soft: t('themes.editor.shadow.soft'),
    medium: t('themes.editor.shadow.medium'),
    strong: t('themes.editor.shadow.strong'),
  };
  const unset = { label: t('themes.editor.unset') };

  return (
    <div className="style-editor">
      <Select<EditorSection>
        label={t('themes.editor.section')}
        options={EDITOR_SECTIONS.map((id) => ({ value: id, label: labels.section(id) }))}
        value={section}
        onChange={(next) => {
          if (!next) return;
          setSection(next);
          setName(styleNames(content, next)[0] ?? '');
        }}
      />
      <Select<string>
        label={t('themes.editor.style')}
        options={names.map((id) => ({ value: id, label: labels.style(id) }))}
        value={name}
        onChange={(next) => next && setName(next)}
      />
      <FontField
        label={t('themes.editor.fontFamily')}
        value={value('fontFamily')}
        themeFamilies={themeFontFamilies(content)}
        onChange={(next) => set('fontFamily', next)}
      />
      <Select<string>
        label={t('themes.editor.fontWeight')}
        options={withCurrent(
          FONT_WEIGHTS.map((weight) => ({ value: weight, label: weight })),
          value('fontWeight'),
          value('fontWeight'),
        )}
        value={value('fontWeight') || null}
        allowNone={unset}
        onChange={(next) => set('fontWeight', next)}
      />
      {COLOR_PROPERTIES.map((property) => (
        <ColorField
          key={property}
          label={colorLabels[property]}
          value={value(property)}
          colors={colors}
          onChange={(color) => set(property, color)}
        />
      ))}
      <Select<string>
        label={t('themes.editor.borderRadius')}
        options={withCurrent(
          BORDER_RADIUS_OPTIONS.map((option) => ({
            value: option.value,
            label: `${radiusLabels[option.id]} (${option.value})`,
          })),
          value('borderRadius'),
          value('borderRadius'),
        )}
        value={value('borderRadius') || null}
        allowNone={unset}
        onChange={(next) => set('borderRadius', next)}
      />
      <Select<string>
        label={t('themes.editor.boxShadow')}
        options={withCurrent(
          BOX_SHADOW_OPTIONS.map((option) => ({
            value: option.value,
            label: shadowLabels[option.id],
          })),
          value('boxShadow'),
          t('themes.editor.shadow.theme'),
        )}
        value={value('boxShadow') || null}
        allowNone={unset}
        onChange={(next) => set('boxShadow', next)}
      />
      <TextField
        label={t('themes.editor.backgroundImage')}
        hint={t('themes.editor.backgroundImageHint')}
        type="url"
        placeholder="https://"
        autoComplete="off"
        value={backgroundImageText(value('backgroundImage'))}
        onChange={(event) => set('backgroundImage', backgroundImageValue(event.target.value))}
      />
    </div>
  );
}

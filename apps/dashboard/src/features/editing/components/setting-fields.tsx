import type { SelectOption } from '@convite/ui/select';
import type { ReactNode } from 'react';
import { patchKey, type Outcome, type PatchableKey } from '../api/content-calls.ts';
import { DateSetting, SelectSetting, TextSetting } from './setting-field.tsx';
import { SettingToggle } from './setting-toggle.tsx';

/** The texts of the invitation, as the server bounds them (a name is required). */
const TEXT_KINDS = {
  name: { maxLength: 100, multiline: false, isRequired: true },
  text: { maxLength: 300, multiline: false, isRequired: false },
  link: { maxLength: 2048, multiline: false, isRequired: false },
  message: { maxLength: 1000, multiline: true, isRequired: false },
} as const;

/** How a field is edited; its value is the item's property of the same key. */
type FieldKind =
  | { kind: keyof typeof TEXT_KINDS }
  | { kind: 'date' }
  | { kind: 'day'; max?: string }
  | { kind: 'toggle' }
  | {
      kind: 'select';
      options: SelectOption<number>[];
      noneLabel: string;
      display?: (value: number | null) => ReactNode;
    };

/**
 * One row of a field table: the item's key (its PATCH is `/<resource>/{id}/<key in kebab-case>`,
 * as the server's field tables serve it), its label and how it is edited.
 */
export type FieldSpec<Resource extends string, Item> = {
  key: PatchableKey<Resource, Item>;
  label: string;
} & FieldKind;

export type SettingFieldsProps<Resource extends string, Item extends { id: number }> = {
  resource: Resource;
  item: Item;
  fields: readonly FieldSpec<Resource, Item>[];
  disabled: boolean;
};

/** The fields of a table, each saved through its own PATCH. */
export function SettingFields<Resource extends string, Item extends { id: number }>({
  resource,
  item,
  fields,
  disabled,
}: SettingFieldsProps<Resource, Item>) {
  return fields.map((field) => {
    const value = item[field.key];
    // The table pairs each key with the editor of its value's type.
    const save = (next: unknown): Promise<Outcome> =>
      patchKey(resource, item, field.key, next as Item[typeof field.key]);
    const common = { label: field.label, disabled };
    switch (field.kind) {
      case 'date':
        return (
          <DateSetting key={field.key} {...common} value={value as string | null} save={save} />
        );
      case 'day':
        return (
          <DateSetting
            key={field.key}
            {...common}
            value={value as string | null}
            isDay
            max={field.max}
            save={save}
          />
        );
      case 'toggle':
        return <SettingToggle key={field.key} {...common} checked={value as boolean} save={save} />;
      case 'select':
        return (
          <SelectSetting
            key={field.key}
            {...common}
            value={value as number | null}
            options={field.options}
            noneLabel={field.noneLabel}
            display={field.display}
            save={save}
          />
        );
      default: {
        const { maxLength, multiline, isRequired } = TEXT_KINDS[field.kind];
        return (
          <TextSetting
            key={field.key}
            {...common}
            value={value as string | null}
            multiline={multiline}
            maxLength={maxLength}
            save={(next) => save(isRequired ? (next ?? '') : next)}
          />
        );
      }
    }
  });
}

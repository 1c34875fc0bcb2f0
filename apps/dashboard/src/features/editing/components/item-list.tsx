import type { ReactNode } from 'react';
import {
  createItem,
  deleteItem,
  type CreateBody,
  type CreatePath,
  type DeletePath,
} from '../api/content-calls.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemCard } from './item-card.tsx';
import { SettingFields, type FieldSpec } from './setting-fields.tsx';

type ResourceOf<Path> = Path extends `/${infer Resource}` ? Resource : never;

/** The resources that are lists of named items: POST /<resource>, DELETE /<resource>/{id}. */
export type ItemResource = ResourceOf<CreatePath>;

type Named = { id: number; name: string };

export type ItemListProps<Resource extends ItemResource, Item extends Named> = {
  resource: Resource;
  items: readonly Item[];
  /** The name field's label, also the add form's ("Nombre del evento"). */
  nameLabel: string;
  addLabel: string;
  /** The fields after the name, each with its PATCH. */
  fields: readonly FieldSpec<Resource, Item>[];
  /** What a new item's POST carries besides its name (its wedding or invitation). */
  newItem: Omit<CreateBody<`/${Resource}`>, 'name'>;
  disabled: boolean;
  /** h3 for the items of a section, h4 inside a group (the parents). */
  headingLevel?: 3 | 4;
  /** What a card shows after its fields (an event's guests and images). */
  extra?: (item: Item) => ReactNode;
};

/** A list of items, each a card with its name, its fields and a delete button, then Add. */
export function ItemList<Resource extends ItemResource, Item extends Named>({
  resource,
  items,
  nameLabel,
  addLabel,
  fields,
  newItem,
  disabled,
  headingLevel,
  extra,
}: ItemListProps<Resource, Item>) {
  // Every item has a required name of at most 100 characters, first on its card.
  const nameField = {
    key: 'name',
    label: nameLabel,
    kind: 'name',
  } as FieldSpec<Resource, Item>;
  return (
    <>
      {items.length > 0 && (
        <ul className="items">
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard
                name={item.name}
                headingLevel={headingLevel}
                disabled={disabled}
                remove={() => deleteItem(`/${resource}/{id}` as DeletePath, item.id)}
              >
                <SettingFields
                  resource={resource}
                  item={item}
                  fields={[nameField, ...fields]}
                  disabled={disabled}
                />
                {extra?.(item)}
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={addLabel}
        nameLabel={nameLabel}
        disabled={disabled}
        create={(name) => createItem(`/${resource}` as CreatePath, { ...newItem, name } as never)}
      />
    </>
  );
}

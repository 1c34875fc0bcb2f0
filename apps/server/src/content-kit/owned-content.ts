// The one flow every piece of wedding content follows (events, itinerary, registries, parents, …):
// find the wedding that owns it, check that it is the caller's and editable, apply the field rules
// and the resource's own checks, write, and answer the row as the API shows it.
import { type LocalizedText } from '@convite/i18n/server-texts';
import { NotFoundError } from '../domain/errors.ts';
import { normalizeFields, type FieldSpec, type FieldValue } from './field-values.ts';
import { editableWedding, type WeddingAccess, type WeddingWithPlan } from './wedding-access.ts';

export type FieldValues = Partial<Record<string, FieldValue>>;

export type ContentStore<Row> = {
  /** The wedding that owns content `id`, or null when there is no such content. */
  weddingIdOf(id: number): Promise<number | null>;
  find(id: number): Promise<Row | null>;
  update(id: number, values: FieldValues): Promise<void>;
};

export type ItemStore<Row, Input> = ContentStore<Row> & {
  /** The wedding a new item would belong to, or null when the parent it names does not exist. */
  weddingIdOfNew(input: Input): Promise<number | null>;
  create(input: Input, values: FieldValues): Promise<number>;
  remove(id: number): Promise<void>;
};

/** A resource's own rule on the values about to be written (a plan feature, an existing icon). */
export type ContentCheck = (wedding: WeddingWithPlan, values: FieldValues) => Promise<void> | void;

export type ContentResult<Dto> = { message: LocalizedText; item: Dto };

type EditorDeps<Row, Dto> = {
  access: WeddingAccess;
  store: ContentStore<Row>;
  fields: readonly FieldSpec[];
  toDto(row: Row): Dto;
  messages: { updated: LocalizedText };
  check?: ContentCheck;
};

export function createContentEditor<Row, Dto>(deps: EditorDeps<Row, Dto>) {
  async function present(id: number): Promise<Dto> {
    const row = await deps.store.find(id);
    if (row === null) throw new NotFoundError();
    return deps.toDto(row);
  }

  return {
    present,

    /** Sets the fields of `body` on the caller's content `id`. */
    async update(
      clientId: number,
      id: number,
      body: Readonly<Record<string, unknown>>,
    ): Promise<ContentResult<Dto>> {
      const wedding = await editableWedding(
        deps.access,
        clientId,
        await deps.store.weddingIdOf(id),
      );
      const values = normalizeFields(deps.fields, body);
      await deps.check?.(wedding, values);
      await deps.store.update(id, values);
      return { message: deps.messages.updated, item: await present(id) };
    },
  };
}

type ItemsDeps<Row, Dto, Input> = EditorDeps<Row, Dto> & {
  store: ItemStore<Row, Input>;
  messages: { created: LocalizedText; updated: LocalizedText; deleted: LocalizedText };
};

/** Content the couple adds and deletes as well as edits. */
export function createContentItems<Row, Dto, Input extends Readonly<Record<string, unknown>>>(
  deps: ItemsDeps<Row, Dto, Input>,
) {
  const editor = createContentEditor(deps);
  return {
    ...editor,

    /** Adds an item to the caller's editable wedding (the input names its parent). */
    async create(clientId: number, input: Input): Promise<ContentResult<Dto>> {
      const wedding = await editableWedding(
        deps.access,
        clientId,
        await deps.store.weddingIdOfNew(input),
      );
      const values = normalizeFields(deps.fields, input);
      await deps.check?.(wedding, values);
      const id = await deps.store.create(input, values);
      return { message: deps.messages.created, item: await editor.present(id) };
    },

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      await editableWedding(deps.access, clientId, await deps.store.weddingIdOf(id));
      await deps.store.remove(id);
      return { message: deps.messages.deleted };
    },
  };
}

export type ContentItems<Dto> = {
  create(clientId: number, input: Readonly<Record<string, unknown>>): Promise<ContentResult<Dto>>;
  update(
    clientId: number,
    id: number,
    body: Readonly<Record<string, unknown>>,
  ): Promise<ContentResult<Dto>>;
  remove(clientId: number, id: number): Promise<{ message: LocalizedText }>;
};

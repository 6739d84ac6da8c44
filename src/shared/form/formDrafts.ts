// The drafts of the data-entry forms: what a partner typed and has not submitted or discarded, kept in
// browser storage so that a reload (or a closed tab) loses nothing. One entry holds the signed-in
// partner's drafts, one per form; another partner's are never offered, and sign-out removes them.
// Each form says which values it takes back (a JSON schema): an old or tampered draft is dropped.
import { closedObject, type JsonSchema, schemaGuard } from '../../domain/schemaGuard';
import { type KeyValueStorage, persistedValue } from '../state/persistedValue';

export type StoredDraft = { savedAt: number; values: unknown };
type DraftBook = { userId: number; drafts: Record<string, StoredDraft> };

const book = persistedValue<DraftBook | null, DraftBook>({
  key: 'pp.formDrafts.v1',
  isValid: schemaGuard<DraftBook>(
    closedObject({
      userId: { type: 'integer' },
      drafts: {
        type: 'object',
        additionalProperties: closedObject({ savedAt: { type: 'number' }, values: { type: 'object' } }),
      },
    }),
  ),
  restore: (stored) => stored,
  fallback: () => null,
});

/** One form's draft: its name in storage and which stored values it takes back. */
export type DraftSpec<V> = {
  name: string;
  /** The fields kept (files, and fields the form fills itself, are not). */
  fields: readonly string[];
  /** The values to put back into the form, or null when the stored ones are not this form's. */
  restore: (stored: unknown) => Partial<V> | null;
};

/**
 * A form's draft spec from the JSON schemas of the fields it keeps (a field left out of the stored
 * values stays as the form starts); `accept` may refuse a valid draft (another preselected project).
 */
export function draftSpec<V>(
  name: string,
  fields: Readonly<Record<string, JsonSchema>>,
  accept: (values: Partial<V>) => boolean = () => true,
): DraftSpec<V> {
  const isValid = schemaGuard<Partial<V>>({
    type: 'object',
    additionalProperties: false,
    properties: fields,
  });
  return {
    name,
    fields: Object.keys(fields),
    restore: (stored) => (isValid(stored) && accept(stored) ? stored : null),
  };
}

const drafts = (storage: KeyValueStorage, userId: number) => {
  const stored = book.read(storage);
  return stored?.userId === userId ? stored.drafts : {};
};

/** The partner's draft of a form, restored through its spec; null when there is none (or it is not valid). */
export function readDraft<V>(
  storage: KeyValueStorage,
  userId: number,
  spec: DraftSpec<V>,
): { values: Partial<V>; savedAt: number } | null {
  const draft = drafts(storage, userId)[spec.name];
  const values = draft ? spec.restore(draft.values) : null;
  return draft && values ? { values, savedAt: draft.savedAt } : null;
}

/** Of the named forms, the one whose draft the partner saved last (null when none has one). */
export function latestDraft(
  storage: KeyValueStorage,
  userId: number,
  names: readonly string[],
): string | null {
  const kept = drafts(storage, userId);
  let latest: string | null = null;
  for (const name of names) {
    const savedAt = kept[name]?.savedAt;
    if (savedAt !== undefined && (latest === null || savedAt > (kept[latest]?.savedAt ?? 0))) latest = name;
  }
  return latest;
}

/** Keeps the spec's fields of the values as the partner's draft of the form. */
export function writeDraft<V>(
  storage: KeyValueStorage,
  userId: number,
  spec: DraftSpec<V>,
  values: Readonly<Record<string, unknown>>,
  savedAt: number,
): void {
  const kept = Object.fromEntries(
    spec.fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]),
  );
  book.write(storage, {
    userId,
    drafts: { ...drafts(storage, userId), [spec.name]: { savedAt, values: kept } },
  });
}

export function removeDraft(storage: KeyValueStorage, userId: number, name: string): void {
  const kept = drafts(storage, userId);
  if (!(name in kept)) return;
  const { [name]: _removed, ...rest } = kept;
  if (Object.keys(rest).length === 0) book.remove(storage);
  else book.write(storage, { userId, drafts: rest });
}

/** Removes every draft on the device (sign-out). */
export function clearFormDrafts(storage: KeyValueStorage): void {
  book.remove(storage);
}

/** The schema of a picked item kept in a draft (a project: its id and name), or none picked. */
export const PICKED_ITEM_SCHEMA: JsonSchema = {
  oneOf: [
    { type: 'null' },
    closedObject({ id: { type: 'integer' }, name: { type: 'string', maxLength: 300 } }),
  ],
};

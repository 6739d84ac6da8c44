// The Report Issue draft: what the partner typed, kept in browser storage per partner until the
// report is sent or discarded, so leaving the screen (or reloading it) loses nothing.
import { closedObject, schemaGuard } from '../../domain/schemaGuard';
import { type KeyValueStorage, persistedValue } from '../../shared/state/persistedValue';

export type ReportDraft = {
  userId: number;
  team: number | null;
  issueDescription: string;
  description: string;
};

const draft = persistedValue<ReportDraft | null, ReportDraft>({
  key: 'pp.reportDraft.v1',
  isValid: schemaGuard<ReportDraft>(
    closedObject({
      userId: { type: 'integer' },
      team: { type: ['integer', 'null'] },
      issueDescription: { type: 'string', maxLength: 500 },
      description: { type: 'string', maxLength: 10000 },
    }),
  ),
  restore: (stored) => stored,
  fallback: () => null,
});

/** The partner's draft (another partner's is not theirs). */
export function readReportDraft(storage: KeyValueStorage, userId: number): ReportDraft | null {
  const stored = draft.read(storage);
  return stored?.userId === userId ? stored : null;
}

/** Keeps the draft; an empty one is removed. */
export function writeReportDraft(storage: KeyValueStorage, value: ReportDraft): void {
  if (value.team === null && value.issueDescription === '' && value.description === '') draft.remove(storage);
  else draft.write(storage, value);
}

export function clearReportDraft(storage: KeyValueStorage): void {
  draft.remove(storage);
}

// The device's copy of the project catalogue (ProjectCatalogueStore): apart from the store so that
// sign-out, which the sign-in page shares, removes it without loading Add Lead's code.
import type { CatalogueProject } from '../../domain/projectCatalogue';
import { closedObject, schemaGuard } from '../../domain/schemaGuard';
import { type KeyValueStorage, persistedValue } from '../../shared/state/persistedValue';

type StoredCatalogue = { userId: number; savedAt: number; projects: CatalogueProject[] };

export const storedCatalogue = persistedValue<StoredCatalogue | null, StoredCatalogue>({
  key: 'pp.projectCatalogue.v1',
  isValid: schemaGuard<StoredCatalogue>(
    closedObject({
      userId: { type: 'integer' },
      savedAt: { type: 'number' },
      projects: {
        type: 'array',
        items: closedObject({ id: { type: 'integer' }, name: { type: 'string' } }),
      },
    }),
  ),
  restore: (value) => value,
  fallback: () => null,
});

/** Removes the device's copy (sign-out). */
export function forgetProjectCatalogue(storage: KeyValueStorage): void {
  storedCatalogue.remove(storage);
}

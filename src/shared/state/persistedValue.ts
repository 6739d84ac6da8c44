// One way to keep a value in browser storage: a versioned key, a restore step that validates what
// was stored and falls back to defaults, and a debounced save. A corrupted, old or foreign entry never
// breaks start-up; a full or unavailable storage never breaks the screen.

/** Browser storage, as the app uses it (localStorage; a fake one in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PersistedValue<T> = {
  readonly key: string;
  /** The stored value, validated and restored; the fallback when absent or invalid. */
  read(storage: KeyValueStorage): T;
  /** Stores the value; false when the storage refused it. */
  write(storage: KeyValueStorage, value: T): boolean;
  /** Removes the stored value. */
  remove(storage: KeyValueStorage): void;
};

type PersistedOptions<T, S> = {
  key: string;
  /** Whether a stored value has the shape `restore` expects (a JSON schema's guard: domain/schemaGuard). */
  isValid: (value: unknown) => value is S;
  /** What the screen uses from a valid stored value (may merge with current defaults); null rejects it. */
  restore: (stored: S) => T | null;
  fallback: () => T;
};

export function persistedValue<T, S = T>(options: PersistedOptions<T, S>): PersistedValue<T> {
  return {
    key: options.key,
    read(storage) {
      let text: string | null;
      try {
        text = storage.getItem(options.key);
      } catch {
        return options.fallback();
      }
      if (text === null) return options.fallback();
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return options.fallback();
      }
      if (options.isValid(value)) return options.restore(value) ?? options.fallback();
      return options.fallback();
    },
    write(storage, value) {
      try {
        storage.setItem(options.key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(storage) {
      try {
        storage.removeItem(options.key);
      } catch {
        // Storage that cannot be written: nothing was kept there either.
      }
    },
  };
}

export type DebouncedWriter<T> = { save(value: T): void; flush(): void };

/** Saves the last value given after `ms` of quiet (and at once on flush, e.g. on page hide). */
export function debouncedWriter<T>(
  persisted: PersistedValue<T>,
  storage: KeyValueStorage,
  ms = 300,
): DebouncedWriter<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) persisted.write(storage, pending.value);
    pending = null;
  };
  return {
    save(value) {
      pending = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, ms);
    },
    flush,
  };
}

// fs-native-extensions ships no types; this is the one call the server makes (lockDataDir in db/db.ts).
declare module 'fs-native-extensions' {
  /**
   * Takes a lock on the open file `fd` (exclusive unless `shared`), held by the operating system until
   * the file is closed or the process ends; false when another open file holds a conflicting lock.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}

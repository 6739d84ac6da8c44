/** 'Priya Nair' -> 'PN'; a single name gives one letter; empty input gives ''. */
export function initials(firstName: string | null | undefined, lastName?: string | null): string {
  const parts = [firstName ?? '', lastName ?? '']
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

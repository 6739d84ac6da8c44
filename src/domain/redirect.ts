// Where sign-in sends the user afterwards (spec 2.1: /login.html accepts redirect_to, default /).

export const LOGIN_PAGE = '/login.html';

/** Accepts only same-origin relative paths ("/leads?x=1"); anything else becomes "/". */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  for (const ch of value) {
    if (ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return '/';
  }
  if (value.startsWith(LOGIN_PAGE)) return '/';
  return value;
}

/** The sign-in address that brings the user back to `currentPath` afterwards. */
export function loginUrl(currentPath: string): string {
  return `${LOGIN_PAGE}?redirect_to=${encodeURIComponent(currentPath)}`;
}

// Which requests the service worker (src/sw.ts) leaves to the server: the paths it answers itself
// (the API, the engagement API, stored files, payment and project-site pages), never the app's page.

export const SERVER_PREFIXES = ['api', 'engage', 'files', 'payments', 'sites'] as const;

/** A path under one of the server's prefixes. */
const SERVER_PATHS = new RegExp(`^/(${SERVER_PREFIXES.join('|')})(/|$)`);

/**
 * Navigations the app's page does not answer (Workbox's NavigationRoute tests path and query): the
 * server's paths, and files (a path with an extension), as the server decides.
 */
export const NOT_APP_PAGES = [SERVER_PATHS, /^[^?]*\.[a-z0-9]+(\?.*)?$/i];

// A client-side route's pattern (`/leads/:id?`, `/report`) as the app's router matches it, for those
// that answer a route without the router: the server's page for each route and the service worker's.

/**
 * The pattern as a regular expression: `:name` is one segment, `:name?` an optional one, a trailing
 * slash is allowed and case does not matter.
 */
export function routePattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The address of a route's own page: its pattern without its optional segments (`/leads/:id?` → `/leads`). */
export function routePageUrl(path: string): string {
  return path.replace(/\/:[^/]+\?/g, '') || '/';
}

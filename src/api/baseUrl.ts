// The API's base addresses, in a module of their own: the page's early script (src/early.ts) needs them
// without the API client's code.
export const DEFAULT_API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
export const DEFAULT_ENGAGE_BASE_URL: string = import.meta.env.VITE_ENGAGE_BASE_URL ?? '/engage';

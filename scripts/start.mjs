// npm start: build the web app when needed, then serve it and the API on PORT (default 8080).
// A fresh DATA_DIR is migrated and seeded with the demo data on first start.
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
register();
await import('../server/server.ts');

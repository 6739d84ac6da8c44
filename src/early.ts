// The page's first script, built on its own (about 1 KB gzip): with a stored session, it sends
// start-up's calls (app/startupCalls.ts) at once, while the app's code is still loading, and keeps the
// answers for the app to take (api/earlyAnswers.ts). Without a session, or with one the app will refuse,
// it does nothing: the app decides what happens then.
import { DEFAULT_API_BASE_URL } from './api/baseUrl';
import { sendEarly } from './api/earlyAnswers';
import { startupCalls } from './app/startupCalls';
import { shouldRedirectToOtherApp } from './domain/session';
import { readSession } from './shared/state/storedSession';

try {
  const session = readSession(window.localStorage, Date.now());
  if (session && !shouldRedirectToOtherApp(session.user.role)) {
    const base = new URL(`${DEFAULT_API_BASE_URL}/`, window.location.href);
    const urls = startupCalls(session.user.id, window.location.pathname).map(
      (path) => new URL(path.slice(1), base).href,
    );
    sendEarly(urls, `Bearer ${session.token}`);
  }
} catch {
  // Storage that cannot be read: the app's own start-up handles it.
}

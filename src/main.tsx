import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserEnvironment } from './app/browserEnvironment';
import { createRootStore } from './app/RootStore';
import { preloadRoute } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { startApp } from './app/startApp';
import { loginUrl } from './domain/redirect';
import { otherAppUrl, shouldRedirectToOtherApp } from './domain/session';
import { appConfig } from './shared/config/appConfig';
import { clearSession, readSession } from './shared/state/storedSession';

// Start-up gate (spec 2.3): no valid session -> sign-in page; a marker of another role -> the other front end.
function start() {
  const env = browserEnvironment();
  const currentPath = `${window.location.pathname}${window.location.search}`;
  const session = readSession(env.storage, env.now());
  if (!session) {
    window.location.replace(loginUrl(currentPath));
    return;
  }
  if (shouldRedirectToOtherApp(session.user.role)) {
    clearSession(env.storage);
    window.location.replace(otherAppUrl(appConfig.otherAppUrl, window.location.origin, session));
    return;
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs a #root element');
  const store = createRootStore(env);
  if (!store.session.restore()) {
    window.location.replace(loginUrl(currentPath));
    return;
  }
  // The session ended in another tab (signed out there, or refused: a 401 there clears it, and the
  // device's copies): this tab goes to sign-in too, as on its own 401.
  window.addEventListener('storage', () => {
    if (!readSession(env.storage, env.now())) {
      window.location.replace(loginUrl(`${window.location.pathname}${window.location.search}`));
    }
  });
  registerServiceWorker();
  // Start-up's calls and the screen's own go out at once; the shell and the route are drawn as soon as
  // the route's code is in (index.html's splash until then, at most ROUTE_CODE_WAIT_MS): drawn before
  // it, the route would show its loading state and React would hold the screen back for 300 ms more.
  startApp(store, window.location.pathname).catch(() => undefined);
  const handleNavigate = (url: string) => window.location.assign(url);
  const draw = () =>
    createRoot(container).render(
      <StrictMode>
        <App store={store} onNavigate={handleNavigate} />
      </StrictMode>,
    );
  const waited = new Promise((resolve) => setTimeout(resolve, ROUTE_CODE_WAIT_MS));
  void Promise.race([preloadRoute(window.location.pathname), waited]).then(draw);
}

/** How long the splash waits for the route's code (a slow network draws the shell and its loading state). */
const ROUTE_CODE_WAIT_MS = 3_000;

// Run once the modules have been evaluated, in a task of its own: on a phone, evaluating the app's
// modules, making its stores and sending start-up's calls, then React's first render, each take tens
// of milliseconds; one task for all of them held the page for over 100 ms at 4x CPU slowdown.
setTimeout(start, 0);

import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import type { RootStoreInstance } from './RootStore';
import { Shell } from './Shell';
import { StoresProvider } from './StoresContext';

type AppProps = {
  store: RootStoreInstance;
  /** Full-page navigation (sign-in page, after logout). */
  onNavigate: (url: string) => void;
};

export function App({ store, onNavigate }: AppProps) {
  return (
    <StoresProvider store={store}>
      <BrowserRouter>
        <ErrorBoundary>
          <Shell onNavigate={onNavigate} />
        </ErrorBoundary>
      </BrowserRouter>
    </StoresProvider>
  );
}

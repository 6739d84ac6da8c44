import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserEnvironment } from './app/browserEnvironment';
import { createRootStore } from './app/RootStore';
import { StoresProvider } from './app/StoresContext';
import { LoginPage } from './features/login/LoginPage';

const container = document.getElementById('root');
if (!container) throw new Error('login.html needs a #root element');

const store = createRootStore(browserEnvironment());
const handleNavigate = (url: string) => window.location.assign(url);

createRoot(container).render(
  <StrictMode>
    <StoresProvider store={store}>
      <LoginPage search={window.location.search} onNavigate={handleNavigate} />
    </StoresProvider>
  </StrictMode>,
);

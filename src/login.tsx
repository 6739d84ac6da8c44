import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserEnvironment } from './app/browserEnvironment';
import { LoginPage } from './features/login/LoginPage';

const container = document.getElementById('root');
if (!container) throw new Error('login.html needs a #root element');

const env = browserEnvironment();
const handleNavigate = (url: string) => window.location.assign(url);

createRoot(container).render(
  <StrictMode>
    <LoginPage env={env} search={window.location.search} onNavigate={handleNavigate} />
  </StrictMode>,
);

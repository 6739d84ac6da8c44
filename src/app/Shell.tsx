import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isUnauthorized } from '../api/client';
import { LOGIN_PAGE, loginUrl } from '../domain/redirect';
import { Dashboard } from './Dashboard';
import { NotFound } from './NotFound';
import { useStores } from './StoresContext';
import { TopBar } from './TopBar';
import './shell.css';

type ShellProps = {
  onNavigate: (url: string) => void;
};

export const Shell = observer(function Shell({ onNavigate }: ShellProps) {
  const { session } = useStores();
  const location = useLocation();
  const [fatal, setFatal] = useState<Error | null>(null);

  // The current user is loaded once; an unauthorised answer sends the user to sign in (spec 2.3.4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount, with the path it started on
  useEffect(() => {
    let cancelled = false;
    session.loadMe().catch((error: unknown) => {
      if (cancelled) return;
      if (isUnauthorized(error)) {
        session.logout();
        onNavigate(loginUrl(`${window.location.pathname}${window.location.search}`));
      } else {
        setFatal(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Scroll resets to the top on each path change (spec 2.1).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (fatal) throw fatal;

  const handleLogout = () => {
    session.logout();
    onNavigate(LOGIN_PAGE);
  };

  return (
    <div className="pp-shell">
      <TopBar userName={session.displayName} onLogout={handleLogout} />
      <main className="pp-shell__main">
        <Routes>
          <Route path="/" element={<Dashboard />} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </div>
  );
});

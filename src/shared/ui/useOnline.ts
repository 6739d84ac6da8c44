import { useEffect, useState, useSyncExternalStore } from 'react';
import { useEnv } from '../state/EnvContext';

/**
 * Whether the portal can talk to its server: the device is online (`navigator.onLine`, following the
 * online and offline events) and the API server answers (a request that got no answer at all makes
 * it false until the server answers again).
 */
export function useOnline(): boolean {
  const { reachability } = useEnv();
  const reachable = () => reachability.reachable;
  // The same getter while React takes over index.html's splash (hydration needs a server snapshot).
  const serverReachable = useSyncExternalStore(reachability.subscribe, reachable, reachable);
  const [deviceOnline, setDeviceOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const handleOnline = () => setDeviceOnline(true);
    const handleOffline = () => setDeviceOnline(false);
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  }, []);
  return deviceOnline && serverReachable;
}

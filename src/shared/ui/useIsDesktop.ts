import { useEffect, useState } from 'react';
import { isDesktopWidth } from './deviceWidth';

/** True when the window is at least 900 px wide; follows resizes. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => isDesktopWidth(window.innerWidth));
  useEffect(() => {
    const handleResize = () => setDesktop(isDesktopWidth(window.innerWidth));
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  return desktop;
}

import { useEffect, useState } from 'react';

/** Desktop applies at a window width of 900 px or more (spec 01 §1, §9). */
export const DESKTOP_MIN_WIDTH = 900;

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH;
}

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

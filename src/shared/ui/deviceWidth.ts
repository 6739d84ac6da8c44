// The device type's breakpoint, in a module of its own: the server reads it too (the page preloads the
// desktop workspace's chunk for windows this wide only).

/** Desktop applies at a window width of 900 px or more (spec 01 §1, §9). */
export const DESKTOP_MIN_WIDTH = 900;

/** The media query of a desktop window. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH;
}

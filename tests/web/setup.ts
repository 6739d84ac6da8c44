import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeNotices } from '../../src/shared/ui/notify';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => undefined;
// ...nor resizing: an observed element never changes size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  // Notices live in their own React root: unmount it so no transition outlives the test file.
  closeNotices();
  window.localStorage.clear();
});

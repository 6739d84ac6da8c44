import { type ActionProps, Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon } from '@blueprintjs/icons';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// One toaster for the app's notices; alerts auto-hide after 4 s (spec 8).
let toaster: Promise<Toaster> | null = null;
let toasterRoot: { root: Root; container: Element | DocumentFragment } | null = null;

export const UPDATED_MESSAGE = 'Updated successfully!!!';
export const SAVE_FAILED_MESSAGE = 'Oops something went wrong!!!';
export const ACCEPTED_MESSAGE = 'Accepted successfully';

export type NotifyKind = 'success' | 'failure';

/** The failure notices shown: a success takes them away, so a refusal never stands beside a later success. */
let failures: string[] = [];

export function notify(message: string, kind: NotifyKind, timeout = 4000, action?: ActionProps): void {
  toaster ??= OverlayToaster.create(
    { position: Position.TOP, maxToasts: 3 },
    {
      domRenderer: (element, container) => {
        const root = createRoot(container);
        root.render(element);
        toasterRoot = { root, container };
      },
    },
  );
  void toaster.then((t) => {
    if (kind === 'success') {
      for (const key of failures) t.dismiss(key);
      failures = [];
    }
    const key = t.show({
      message,
      timeout,
      intent: kind === 'success' ? Intent.SUCCESS : Intent.DANGER,
      icon: createElement(kind === 'success' ? TickCircleIcon : ErrorIcon),
      ...(action ? { action } : {}),
    });
    if (kind === 'failure') failures.push(key);
  });
}

/** Takes every notice off the screen at once, with no closing animation left running. */
export function closeNotices(): void {
  toasterRoot?.root.unmount();
  if (toasterRoot?.container instanceof Element) toasterRoot.container.remove();
  toasterRoot = null;
  toaster = null;
  failures = [];
}

import { Button, type ButtonProps, Tooltip } from '@blueprintjs/core';

export type IconActionProps = Omit<ButtonProps, 'text' | 'aria-label'> & {
  /** What the button does, read by screen readers. */
  label: string;
  /** The tooltip (the label by default). */
  tip?: string;
};

/** An icon-only button: its tooltip says what it does. Its own aria props (aria-expanded) are kept. */
export function IconAction({ label, tip = label, ...props }: IconActionProps) {
  return (
    <Tooltip
      content={tip}
      placement="top"
      hoverOpenDelay={300}
      renderTarget={({ isOpen: _open, ref, ...target }) => (
        <Button {...target} {...props} ref={ref} aria-label={label} />
      )}
    />
  );
}

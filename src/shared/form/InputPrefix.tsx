import type { ReactNode } from 'react';
import './inputPrefix.css';

export type InputPrefixProps = { className: string; children: ReactNode; 'aria-hidden'?: boolean };

/** A fixed text shown before an input's value ('+91-', '₹'); the class gives its width. */
export function InputPrefix({ className, children, ...aria }: InputPrefixProps) {
  return (
    <span className={`pp-input-prefix ${className}`} {...aria}>
      {children}
    </span>
  );
}

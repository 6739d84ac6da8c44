import { Button } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'rightElement'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((v) => !v);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={visible ? 'Hide password' : 'Show password'}
          title={visible ? 'Hide password' : 'Show password'}
          onClick={handleToggle}
        />
      }
    />
  );
}

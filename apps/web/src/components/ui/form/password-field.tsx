import { useState } from 'react';

import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with an accessible show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { common } = useMessages();
  const [isVisible, setIsVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          // A toggle button keeps one name; aria-pressed tells whether the password is shown.
          aria-label={common.showPassword}
          aria-pressed={isVisible}
          aria-controls={inputId}
          title={isVisible ? common.hidePassword : common.showPassword}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      )}
    />
  );
}

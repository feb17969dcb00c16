import { useTranslation } from '@shop/element';
import { useState } from 'react';
import { iconEye } from '../../icons/eye.ts';
import { iconEyeOff } from '../../icons/eyeOff.ts';
import { Icon } from '../Icon/Icon.tsx';
import { FieldBase, type InputFieldProps, useInputId } from './InputField.tsx';

export type PasswordFieldProps = Omit<InputFieldProps, 'type'>;

/**
 * A password field with a show/hide button whose label ("Passwort anzeigen" / "Passwort
 * verbergen") and icon (eye / eye-off) change; the button `aria-controls` the field.
 */
export function PasswordField({ id, ...field }: PasswordFieldProps) {
  const { t } = useTranslation('ds');
  const inputId = useInputId(id);
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldBase
      {...field}
      id={inputId}
      type={revealed ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="input-field__button"
          aria-label={t(revealed ? 'hidePassword' : 'showPassword')}
          aria-controls={inputId}
          disabled={field.disabled}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <Icon icon={revealed ? iconEyeOff : iconEye} size={16} />
        </button>
      }
    />
  );
}

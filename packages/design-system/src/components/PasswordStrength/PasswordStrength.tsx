import { useStyles, useTranslation } from '@shop/element';
import { type PasswordStrengthLevel, scorePassword } from '../../domain/passwordStrength.ts';
import css from './PasswordStrength.css?inline';

export interface PasswordStrengthProps {
  /** The password as typed; only its strength leaves this component. */
  password: string;
  /** Id of the text, so the password field can point at it with aria-describedby. */
  id?: string;
}

const filledSegments: Record<PasswordStrengthLevel, number> = { none: 0, weak: 1, moderate: 2, strong: 3 };

/**
 * A three-segment meter and its label ("Passwortstärke: Gut"). The label sits in a polite
 * live region that exists from the start, so each change of level is announced once.
 */
export function PasswordStrength({ password, id }: PasswordStrengthProps) {
  useStyles(css);
  const { t } = useTranslation('ds');
  const level = scorePassword(password);
  return (
    <div className={`password-strength password-strength--${level}`}>
      <div className="password-strength__meter" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={`password-strength__segment${segment <= filledSegments[level] ? ' password-strength__segment--filled' : ''}`}
          />
        ))}
      </div>
      <p id={id} className="password-strength__text" role="status" aria-live="polite">
        {level === 'none' ? '' : `${t('passwordStrength.label')}: ${t(`passwordStrength.${level}`)}`}
      </p>
    </div>
  );
}

import { useTranslation } from '@shop/design-system';
import { useId } from 'react';
import { botTrapFieldName } from '../domain/botTrap.ts';

interface BotTrapProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The trap field: off-screen (not display:none, which some robots skip), inert and
 * aria-hidden (never reached by keyboard or assistive technology), tabindex -1, autocomplete
 * off plus the opt-out markers of common password managers, and a name no autofill
 * heuristic knows.
 */
export function BotTrap({ value, onChange }: BotTrapProps) {
  const { t } = useTranslation();
  const id = `trap-${useId()}`;
  return (
    <div className="newsletter__trap" aria-hidden="true" inert>
      <label htmlFor={id}>{t('botTrapLabel')}</label>
      <input
        id={id}
        type="text"
        name={botTrapFieldName}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore="true"
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { useStyles, useTranslation } from '@shop/element';
import { type KeyboardEvent, useRef } from 'react';
import { iconSearch } from '../../icons/search.ts';
import { Icon } from '../Icon/Icon.tsx';
import { mergeRefs } from '../shared/mergeRefs.ts';
import { FieldBase, type InputFieldProps } from './InputField.tsx';
import css from './SearchField.css?inline';

export interface SearchFieldProps extends Omit<InputFieldProps, 'type'> {
  /** The search button and Enter call this with the value. */
  onSearch?: (value: string) => void;
}

/**
 * A search field (`type="search"`, the search keyboard): a search button, Enter searches, and a
 * clear button by default. The browser's own cancel button is hidden: ours is translated.
 */
export function SearchField({
  onSearch,
  clearable = true,
  inputMode = 'search',
  onKeyDown,
  ref,
  ...field
}: SearchFieldProps) {
  useStyles(css);
  const { t } = useTranslation('ds');
  const inputRef = useRef<HTMLInputElement | null>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented && event.key === 'Enter') onSearch?.(event.currentTarget.value);
  };

  return (
    <FieldBase
      {...field}
      ref={mergeRefs(inputRef, ref)}
      type="search"
      clearable={clearable}
      inputMode={inputMode}
      onKeyDown={handleKeyDown}
      after={
        <button
          type="button"
          className="input-field__button input-field__button--search"
          aria-label={t('search')}
          disabled={field.disabled}
          onClick={() => onSearch?.(inputRef.current?.value ?? '')}
        >
          <Icon icon={iconSearch} size={16} />
        </button>
      }
    />
  );
}

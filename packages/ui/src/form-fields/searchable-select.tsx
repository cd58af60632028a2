import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import type { SelectOption } from '#form-fields/select-field.tsx';
import { controlClass } from '#form-fields/styles.ts';
import { CheckIcon, ChevronDownIcon } from '#icons/icons.tsx';

/** Props of {@link SearchableSelect}. */
export interface SearchableSelectProps extends FieldProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen option's value ("" for none). Controlled. */
  value: string;
  /** Called with the value of the option chosen. */
  onChange: (value: string) => void;
  /** Called when the input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Name of a hidden input carrying the value, for forms that post natively. */
  name?: string;
  /** Id of the input (generated when omitted). */
  id?: string;
  /** Ref of the input, so a form can focus it (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Disables the input. */
  disabled?: boolean;
  /** Marks the field required for assistive technology. */
  required?: boolean;
}

/**
 * Folds what people type and option labels to one form for matching: case, Latin accents,
 * Arabic diacritics and tatweel, alef, teh marbuta and alef maqsura variants.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .trim();
}

/**
 * A search dropdown: an ARIA 1.2 editable combobox with list autocomplete. Typing filters the
 * options (ignoring case and Arabic diacritics), Down/Up move through them with focus kept in the
 * input (`aria-activedescendant`), Enter or a click chooses, Escape closes the list and then
 * restores the chosen option's text; leaving the input does the same. A polite status tells how
 * many options match. Controlled: pair it with react-hook-form's `Controller`.
 *
 * @example
 * ```tsx
 * <Controller
 *   control={control}
 *   name="city"
 *   render={({ field, fieldState }) => (
 *     <SearchableSelect label={t('account:address.city')} options={cities} error={text(fieldState.error)} {...field} />
 *   )}
 * />
 * ```
 */
export function SearchableSelect({
  label,
  error,
  hint,
  optional,
  className,
  id,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder,
  disabled,
  required,
}: SearchableSelectProps) {
  const { t } = useTranslation('account');
  const ids = useFieldIds(id, error, hint);
  const listboxId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const editing = query !== null;
  const matches = editing
    ? options.filter((option) => searchKey(option.label).includes(searchKey(query)))
    : options;
  const enabled = matches.filter((option) => !option.disabled);
  const activeIndex = open && active < enabled.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: SelectOption) => {
    setQuery(null);
    close();
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = enabled.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setOpen(true);
          // Alt+Down only opens; otherwise start on the chosen option or at an end.
          if (event.altKey) return;
          const current = enabled.findIndex((option) => option.value === value);
          setActive(current >= 0 ? current : down ? 0 : count - 1);
          return;
        }
        if (count === 0) return;
        if (activeIndex === -1) setActive(down ? 0 : count - 1);
        else setActive((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Home':
      case 'End':
        if (open && count > 0 && !editing) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        return;
      case 'Enter': {
        const option = activeIndex >= 0 ? enabled[activeIndex] : undefined;
        if (open) event.preventDefault();
        if (option) choose(option);
        return;
      }
      case 'Escape':
        if (open || editing) {
          event.preventDefault();
          setQuery(null);
          close();
        }
        return;
    }
  };

  const leave = () => {
    // Typing a whole label and leaving chooses it; anything else falls back to the choice.
    const exact = editing
      ? enabled.find((option) => searchKey(option.label) === searchKey(query))
      : undefined;
    if (exact) choose(exact);
    setQuery(null);
    close();
    onBlur?.();
  };

  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <div className="relative">
        <input
          ref={ref}
          id={ids.id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={editing ? query : (selected?.label ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => (open ? close() : setOpen(true))}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className={`${controlClass} pe-10`}
        />
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        {name ? <input type="hidden" name={name} value={value} /> : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-md border border-brand-200 bg-surface-raised py-1 shadow-lg"
        >
          {open && enabled.length === 0 ? (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-3 py-2 text-ink-muted"
            >
              {t('fields.noMatches')}
            </li>
          ) : null}
          {open
            ? enabled.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keep focus in the input, so the click does not blur and close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActive(index);
                  }}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-start ${
                    index === activeIndex ? 'bg-brand-100 text-brand-900' : 'text-ink'
                  }`}
                >
                  <span>{option.label}</span>
                  {option.value === value ? <CheckIcon className="size-4 shrink-0" /> : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      <div role="status" className="sr-only">
        {open && editing ? t('fields.optionCount', { count: enabled.length }) : ''}
      </div>
    </FieldShell>
  );
}

import type { Suggestion } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '#icons/icons.tsx';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Suggestions for the current query (the caller fetches them, debounced, from `onQueryChange`). */
  suggestions: Suggestion[];
  /** The page's language (suggestion names). */
  lang: Locale;
  /** Called with the text on every edit (also with "" when Escape clears the box). */
  onQueryChange: (query: string) => void;
  /** Called with the trimmed query when the form is submitted (Enter or the search button). */
  onSubmit: (query: string) => void;
  /** Called when a suggestion is chosen (click, or Enter on the highlighted one). */
  onSelect: (suggestion: Suggestion) => void;
  /** The text in the box at first, e.g. the query of the results page. */
  defaultQuery?: string;
  /** Address the form submits to without JavaScript (GET with `q`), e.g. "/ar/search". */
  action?: string;
  /** Longest query accepted (the API refuses more than 100 characters). */
  maxLength?: number;
}

/**
 * A search form (`role="search"`) whose input is an ARIA 1.2 combobox with a listbox of
 * suggestions: Down/Up move through them (`aria-activedescendant`, focus stays in the input),
 * Enter picks the highlighted one or submits, Escape closes the list and then clears the box,
 * and a polite status tells screen readers how many suggestions there are. It submits as a
 * plain GET form to `action` when JavaScript is off.
 *
 * @example
 * ```tsx
 * <SearchBox
 *   lang="ar"
 *   action="/ar/search"
 *   suggestions={data ?? []}
 *   onQueryChange={setDebouncedQuery}
 *   onSubmit={(q) => navigate(`/ar/search?q=${encodeURIComponent(q)}`)}
 *   onSelect={(s) => navigate(hrefOf(s))}
 * />
 * ```
 */
export function SearchBox({
  suggestions,
  lang,
  onQueryChange,
  onSubmit,
  onSelect,
  defaultQuery = '',
  action,
  maxLength = 100,
}: SearchBoxProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const expanded = open && query.trim() !== '' && suggestions.length > 0;
  // Suggestions may shrink under a highlighted index; then nothing is highlighted.
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    setQuery(localizedName(suggestion, lang));
    close();
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || query.trim() === '') return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!expanded || activeIndex === -1) setActive(down ? 0 : count - 1);
        else setActive((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const suggestion = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
          onQueryChange('');
        }
        return;
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    close();
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      action={action}
      method="get"
      onSubmit={submit}
      className="relative w-full max-w-xl"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex items-center rounded-full border border-line bg-surface-raised focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
        <input
          id={inputId}
          type="text"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxLength}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
            onQueryChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full bg-transparent ps-4 pe-2 text-ink placeholder:text-ink-muted focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="me-1 grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <SearchIcon className="size-5" />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-brand-200 bg-surface-raised py-1 shadow-lg"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.kind}-${suggestion.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the input, so the click does not blur and close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                onMouseMove={() => {
                  if (index !== activeIndex) setActive(index);
                }}
                className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-start ${
                  index === activeIndex ? 'bg-brand-100 text-brand-900' : 'text-ink'
                }`}
              >
                <span>{localizedName(suggestion, lang)}</span>{' '}
                <span className="shrink-0 text-xs text-ink-muted">
                  {t(`search.kind.${suggestion.kind}`)}
                </span>
              </li>
            ))
          : null}
      </ul>
      <div role="status" className="sr-only">
        {expanded ? t('search.suggestionCount', { count: suggestions.length }) : ''}
      </div>
    </form>
  );
}

import type { Suggestion } from '@shop/core/catalog';
import { MAX_SEARCH_LENGTH } from '@shop/core/catalog-constants';
import { selectLocale } from '@shop/core/locale';
import { SearchBox } from '@shop/ui/search-box';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProductHref } from '~/components/product-grid';
import { useAppSelector } from '~/hooks';
import { onDemand } from '@shop/ui/on-demand';
import { useDebounced } from '~/lib/use-debounced';

// Split off so that RTK Query (the suggestions call) loads only once the shopper uses the box.
const SuggestionsQuery = onDemand(() => import('~/components/search-suggestions'));

/**
 * The header's search: suggestions as you type (after 2 letters, debounced), `/search` on Enter.
 * Suggestions are fetched once the shopper has focused or typed in the box (a results page fills
 * it with its query).
 */
export function HeaderSearch({ defaultQuery }: { defaultQuery?: string }) {
  const lang = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const productHref = useProductHref();
  const [query, setQuery] = useState(defaultQuery ?? '');
  const [used, setUsed] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const debounced = useDebounced(query.trim(), 150);
  // From the first time the shopper uses the box with 2 letters or more, suggestions follow it.
  if (used && debounced.length >= 2 && !suggesting) setSuggesting(true);

  const open = (suggestion: Suggestion) => {
    if (suggestion.kind === 'product' && suggestion.slug)
      void navigate(productHref(suggestion.slug));
    else if (suggestion.kind === 'brand') void navigate(`/brand/${suggestion.id}`);
    else
      void navigate(
        `/search?q=${encodeURIComponent(lang === 'ar' ? suggestion.name : suggestion.nameEn)}`,
      );
  };

  return (
    // Focus comes from the box's input (focus events bubble in React).
    <div className="contents" onFocus={() => setUsed(true)}>
      <SearchBox
        suggestions={debounced.length < 2 ? [] : suggestions}
        lang={lang}
        defaultQuery={defaultQuery}
        action="/search"
        maxLength={MAX_SEARCH_LENGTH}
        onQueryChange={(next) => {
          setUsed(true);
          setQuery(next);
        }}
        onSubmit={(q) => void navigate(`/search?q=${encodeURIComponent(q)}`)}
        onSelect={open}
      />
      {suggesting ? <SuggestionsQuery query={debounced} onChange={setSuggestions} /> : null}
    </div>
  );
}

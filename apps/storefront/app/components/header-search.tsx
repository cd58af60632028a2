import { MAX_SEARCH_LENGTH, useSuggestQuery, type Suggestion } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { SearchBox } from '@shop/ui/search-box';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProductHref } from '~/components/product-grid';
import { useAppSelector } from '~/hooks';
import { useDebounced } from '~/lib/use-debounced';

/** The header's search: suggestions as you type (after 2 letters, debounced), `/search` on Enter. */
export function HeaderSearch({ defaultQuery }: { defaultQuery?: string }) {
  const lang = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const productHref = useProductHref();
  const [query, setQuery] = useState(defaultQuery ?? '');
  const debounced = useDebounced(query.trim(), 150);
  const { data: suggestions = [] } = useSuggestQuery(debounced, { skip: debounced.length < 2 });

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
    <SearchBox
      suggestions={debounced.length < 2 ? [] : suggestions}
      lang={lang}
      defaultQuery={defaultQuery}
      action="/search"
      maxLength={MAX_SEARCH_LENGTH}
      onQueryChange={setQuery}
      onSubmit={(q) => void navigate(`/search?q=${encodeURIComponent(q)}`)}
      onSelect={open}
    />
  );
}

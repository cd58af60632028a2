import '~/lib/store-api';
import { useSuggestQuery, type Suggestion } from '@shop/core/catalog';
import { useEffect } from 'react';

const none: Suggestion[] = [];

/**
 * Fetches the suggestions for `query` (from 2 letters) and hands them to `onChange`; renders
 * nothing. Loaded lazily by HeaderSearch, with RTK Query.
 */
export default function SuggestionsQuery({
  query,
  onChange,
}: {
  query: string;
  onChange: (suggestions: Suggestion[]) => void;
}) {
  const { data } = useSuggestQuery(query, { skip: query.length < 2 });
  useEffect(() => onChange(data ?? none), [data, onChange]);
  return null;
}

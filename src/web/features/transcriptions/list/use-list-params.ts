import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort } from '../api';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search words and sort live in the address (`?q=…&sort=oldest`): back from a transcription returns to the same
 * results, and a search can be bookmarked. The box updates at once; the address (and the query) after a pause.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const sort: ListSort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const [input, setInput] = useState(q);
  const [debounced] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (change: { q?: string; sort?: ListSort }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (change.q !== undefined) {
            if (change.q) next.set('q', change.q);
            else next.delete('q');
          }
          if (change.sort !== undefined) {
            if (change.sort === 'oldest') next.set('sort', 'oldest');
            else next.delete('sort');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (debounced !== q) update({ q: debounced });
    // Only a settled edit of the box writes the address; a change of the address (back button) is read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // The address changed from outside (back/forward): show its words in the box.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== input.trim()) setInput(q);
  }

  const clear = useCallback(() => {
    setInput('');
    update({ q: '' });
  }, [update]);

  return {
    q,
    sort,
    input,
    setInput,
    setSort: (s: ListSort) => update({ sort: s }),
    clear,
    pending: input.trim() !== q,
  };
}

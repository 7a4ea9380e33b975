import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search field's text and the `?q=` it searches for. Typing updates `?q=` (replacing the
 * history entry) once it pauses; Enter and Escape apply at once. A `?q=` that changes from outside
 * (the top bar's search, a suggestion link, Back) replaces the text.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // The q this hook wrote last and the q it last saw: a different q came from outside.
  const [written, setWritten] = useState(q);
  const [seen, setSeen] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (q !== seen) {
    setSeen(q);
    if (q !== written) {
      setText(q);
      setWritten(q);
    }
  }

  const commit = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const next = value.trim();
      setWritten(next);
      setParams(next ? { q: next } : {}, { replace: true });
    },
    [setParams],
  );

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
    },
    [commit],
  );

  const clear = useCallback(() => {
    setText('');
    commit('');
  }, [commit]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { text, q, change, submit: () => commit(text), clear };
}

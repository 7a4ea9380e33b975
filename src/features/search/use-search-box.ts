import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A search box elsewhere (the top bar, Explore): submitting its text opens /search?q=…. */
export function useSearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    // Nothing typed: the search page, which says what can be searched for, with examples.
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  }

  return { query, setQuery, onSubmit };
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A search box elsewhere (the top bar, Explore): submitting its text opens /search?q=…. */
export function useSearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  }

  return { query, setQuery, onSubmit };
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchBox } from './use-search-box';

function SearchBox() {
  const search = useSearchBox();
  return (
    <form role="search" onSubmit={search.onSubmit}>
      <input
        type="search"
        aria-label="Search"
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
      />
    </form>
  );
}

function open() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, field: screen.getByRole('searchbox') };
}

describe('useSearchBox', () => {
  it('opens /search with the trimmed, encoded text on submit', async () => {
    const { user, router, field } = open();
    await user.type(field, '  water & pump {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=water%20%26%20pump');
  });

  it('opens the search page, with no query, when only spaces were typed', async () => {
    const { user, router, field } = open();
    await user.type(field, '   {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
  });
});

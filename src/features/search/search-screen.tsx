import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiSearch } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { Card, PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { SearchField } from './search-field';
import { SearchSkeleton } from './search-skeleton';
import { GroupResults, HashtagResults, ResidentResults, SocietyResults } from './search-results';
import { resultCount, useSearchResults } from './use-search-results';
import { useSearchText } from './use-search-text';

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
  }
`;

// What a resident might search for: a name, a city, a tag, a group's topic (not translated).
// eslint-disable-next-line lingui/no-unlocalized-strings -- search terms, shown as typed
const EXAMPLES = ['Priya', 'Pune', '#water', 'cricket'];

function Hint() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        icon={<FiSearch aria-hidden />}
        title={t`Search the community`}
        description={t`Type a resident's name or @username, a society or city, a #hashtag or a group.`}
        action={
          <Suggestions aria-label={t`Examples`}>
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Link to={`/search?q=${encodeURIComponent(example)}`}>{example}</Link>
              </li>
            ))}
          </Suggestions>
        }
      />
    </Card>
  );
}

/**
 * /search?q=…: residents, societies, hashtags and groups, searched as you type
 * (docs/product.md#search).
 */
export default function SearchScreen() {
  const { t } = useLingui();
  const titleId = useId();
  const { text, q, change, submit, clear } = useSearchText();
  const state = useSearchResults(q);

  let body;
  if (state.status === 'idle') body = <Hint />;
  else if (state.status === 'loading') body = <SearchSkeleton />;
  else if (state.status === 'error') {
    body = (
      <Alert onRetry={state.retry}>
        <Trans>Search failed. Please try again.</Trans>
      </Alert>
    );
  } else {
    const { results, searching } = state;
    const total = resultCount(results);
    body = (
      <>
        <Summary role="status">
          {searching ? (
            <>
              <Spinner size={16} label={null} />
              <Trans>Searching...</Trans>
            </>
          ) : total > 0 ? (
            t`${plural(total, { one: `${total} result for "${q}"`, other: `${total} results for "${q}"` })}`
          ) : null}
        </Summary>
        {state.isSample && (
          <Alert tone="info">
            <Trans>
              Showing sample results: search is not available on this server yet, so these are
              matches from the sample societies and hashtags.
            </Trans>
          </Alert>
        )}
        {total === 0 && !searching ? (
          <Card>
            <EmptyState
              icon={<FiSearch aria-hidden />}
              title={t`No results for "${q}"`}
              description={t`Check the spelling, or try a name, a city or a #hashtag.`}
            />
          </Card>
        ) : (
          <>
            {results.users.length > 0 && <ResidentResults users={results.users} />}
            {results.societies.length > 0 && <SocietyResults societies={results.societies} />}
            {results.hashtags.length > 0 && <HashtagResults hashtags={results.hashtags} />}
            {results.groups.length > 0 && <GroupResults groups={results.groups} />}
          </>
        )}
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Stack $gap={2}>
        <PageTitle id={titleId}>
          <Trans>Search</Trans>
        </PageTitle>
        <SearchField
          labelledBy={titleId}
          value={text}
          onChange={change}
          onSubmit={submit}
          onClear={clear}
        />
      </Stack>
      {body}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FiHash } from 'react-icons/fi';
import type { HashtagSummary } from '../../api/types';
import { Alert } from '../../components/alert';
import { HASHTAG_LIMIT } from './explore-data';
import { HashtagCard, HashtagCardSkeleton } from './hashtag-card';
import { EmptyText, Grid, ScrollStrip, Section, Strip } from './section';
import type { useTrendingHashtags } from './use-explore';

export type HashtagsResult = ReturnType<typeof useTrendingHashtags>;

export const LoadingStatus = ({ children }: { children: string }) => (
  <span role="status" className="visually-hidden">
    {children}
  </span>
);

/** The states every hashtag view shares; `render` draws the loaded tags. */
export function HashtagsBody({
  result,
  skeleton,
  render,
}: {
  result: HashtagsResult;
  skeleton: ReactNode;
  render: (hashtags: HashtagSummary[]) => ReactNode;
}) {
  const { t } = useLingui();
  if (result.isPending) {
    return (
      <>
        <LoadingStatus>{t`Loading trending hashtags...`}</LoadingStatus>
        {skeleton}
      </>
    );
  }
  if (result.isError) {
    return (
      <Alert onRetry={() => void result.query.refetch()}>
        <Trans>Failed to load trending hashtags. Please try again.</Trans>
      </Alert>
    );
  }
  if (result.hashtags.length === 0) {
    return (
      <EmptyText>
        <Trans>No hashtags in this period yet.</Trans>
      </EmptyText>
    );
  }
  return (
    <>
      {result.sample && (
        <Alert tone="info">
          <Trans>Showing sample hashtags: this server does not report trending hashtags yet.</Trans>
        </Alert>
      )}
      {render(result.hashtags.slice(0, HASHTAG_LIMIT))}
    </>
  );
}

const skeletons = (compact: boolean, howMany: number) =>
  Array.from({ length: howMany }, (_, index) => (
    <li key={index}>
      <HashtagCardSkeleton compact={compact} />
    </li>
  ));

/** The horizontal strip of trending hashtag cards (docs/product.md#explore-and-trending). */
export function HashtagStrip({ result }: { result: HashtagsResult }) {
  const { t } = useLingui();
  return (
    <Section title={t`Trending Hashtags`} icon={<FiHash aria-hidden />}>
      <HashtagsBody
        result={result}
        skeleton={<Strip aria-hidden>{skeletons(true, 5)}</Strip>}
        render={(hashtags) => (
          <ScrollStrip label={t`Trending hashtags`} itemsName="hashtags">
            {hashtags.map((hashtag) => (
              <li key={hashtag.tag}>
                <HashtagCard hashtag={hashtag} compact />
              </li>
            ))}
          </ScrollStrip>
        )}
      />
    </Section>
  );
}

/** The Hashtags tab: up to 8 cards in a grid. */
export function HashtagGrid({ result }: { result: HashtagsResult }) {
  const { t } = useLingui();
  return (
    <HashtagsBody
      result={result}
      skeleton={<Grid aria-hidden>{skeletons(false, 8)}</Grid>}
      render={(hashtags) => (
        <Grid aria-label={t`Hashtags`}>
          {hashtags.map((hashtag) => (
            <li key={hashtag.tag}>
              <HashtagCard hashtag={hashtag} />
            </li>
          ))}
        </Grid>
      )}
    />
  );
}

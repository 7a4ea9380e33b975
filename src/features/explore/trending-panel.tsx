import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiZap } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Skeleton } from '../../components/skeleton';
import { formatCount } from '../../lib/text';
import { EngagementStats } from './engagement-stats';
import { TOP_HASHTAGS } from './explore-data';
import { tagLocation, TrendIndicator } from './hashtag-card';
import { HashtagsBody, type HashtagsResult } from './hashtag-sections';
import type { usePeriodStats } from './use-explore';
import { ViewAllTrending } from './popular-posts';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const SubTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Ranked = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
`;

const Rank = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Main = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  a {
    color: ${({ theme }) => theme.colors.hashtag};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Aside = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** The Trending tab: the top 5 hashtags ranked, then the period's engagement. */
export function TrendingPanel({
  hashtags,
  stats,
}: {
  hashtags: HashtagsResult;
  stats: ReturnType<typeof usePeriodStats>;
}) {
  const { t } = useLingui();
  const top = TOP_HASHTAGS;
  return (
    <Panel>
      <div>
        <SubTitle>
          <Trans>Top {top} Hashtags</Trans>
        </SubTitle>
        <HashtagsBody
          result={hashtags}
          skeleton={
            <Ranked aria-hidden>
              {Array.from({ length: TOP_HASHTAGS }, (_, index) => (
                <Item key={index}>
                  <Skeleton $round $width="32px" $height="32px" />
                  <Skeleton $width="50%" />
                </Item>
              ))}
            </Ranked>
          }
          render={(tags) => (
            <Ranked aria-label={t`Top ${top} hashtags`}>
              {tags.slice(0, TOP_HASHTAGS).map((hashtag, index) => {
                const postCount = hashtag.postCount;
                const posts = formatCount(postCount);
                return (
                  <Item key={hashtag.tag}>
                    <Rank aria-hidden>{index + 1}</Rank>
                    <Main>
                      <Link to={tagLocation(hashtag.tag)}>#{hashtag.tag}</Link>
                      <span>
                        {t`${plural(postCount, { one: `${posts} post`, other: `${posts} posts` })}`}
                      </span>
                    </Main>
                    <Aside>
                      {hashtag.trending && (
                        <Badge $tone="accent">
                          <FiZap aria-hidden />
                          <Trans>Trending</Trans>
                        </Badge>
                      )}
                      <TrendIndicator trend={hashtag.trend} />
                    </Aside>
                  </Item>
                );
              })}
            </Ranked>
          )}
        />
      </div>
      <div>
        <SubTitle>
          <Trans>Engagement</Trans>
        </SubTitle>
        <EngagementStats result={stats} />
      </div>
      <ViewAllTrending />
    </Panel>
  );
}

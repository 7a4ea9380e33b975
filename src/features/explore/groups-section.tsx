import { Trans, useLingui } from '@lingui/react/macro';
import { FiUsers } from 'react-icons/fi';
import { ButtonLink } from '../../components/button';
import { Alert } from '../../components/alert';
import { SUGGESTED_GROUPS } from './explore-data';
import { ExploreGroupCard, ExploreGroupCardSkeleton } from './explore-group-card';
import { LoadingStatus } from './hashtag-sections';
import { EmptyText, Grid, ScrollStrip, Section, Strip } from './section';
import { useSuggestedGroups } from './use-explore';
import { useMembership, sampleGroupsNote } from '../groups';

export interface GroupsSectionProps {
  /** 'strip' (canonical: a horizontal strip) or 'grid' (legacy: Suggested Groups). */
  layout?: 'strip' | 'grid';
  /** The heading and the link to Groups; by default the canonical ones, translated. */
  title?: string;
  linkLabel?: string;
}

/**
 * Up to 6 suggested groups, auto-generated society groups first
 * (docs/product.md#groups-and-membership).
 */
export function GroupsSection({ layout = 'strip', ...props }: GroupsSectionProps) {
  const { t } = useLingui();
  const title = props.title ?? t`Society Groups`;
  const linkLabel = props.linkLabel ?? t`See All Groups`;
  const result = useSuggestedGroups();
  const join = useMembership({ refetchNow: false, announce: true });
  const List = layout === 'strip' ? Strip : Grid;
  const compact = layout === 'strip';

  let body;
  if (result.isPending) {
    body = (
      <>
        <LoadingStatus>{t`Loading groups...`}</LoadingStatus>
        <List aria-hidden>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <ExploreGroupCardSkeleton compact={compact} />
            </li>
          ))}
        </List>
      </>
    );
  } else if (result.isError) {
    body = (
      <Alert onRetry={() => void result.query.refetch()}>
        <Trans>Failed to load groups. Please try again.</Trans>
      </Alert>
    );
  } else if (result.groups.length === 0) {
    body = (
      <EmptyText>
        <Trans>No groups to suggest right now.</Trans>
      </EmptyText>
    );
  } else {
    const cards = result.groups.slice(0, SUGGESTED_GROUPS).map((group) => (
      <li key={group.id}>
        <ExploreGroupCard
          group={group}
          compact={compact}
          sample={result.sample}
          joining={join.pendingAction(group.id) !== undefined}
          onJoin={(target) => join.run(target, 'join')}
        />
      </li>
    ));
    body = (
      <>
        {result.sample && <Alert tone="info">{t(sampleGroupsNote)}</Alert>}
        {layout === 'strip' ? (
          <ScrollStrip label={title} itemsName="groups">
            {cards}
          </ScrollStrip>
        ) : (
          <Grid aria-label={title} $min={220}>
            {cards}
          </Grid>
        )}
      </>
    );
  }

  return (
    <Section
      title={title}
      icon={<FiUsers aria-hidden />}
      action={
        <ButtonLink to="/groups" variant="ghost" size="sm">
          {linkLabel}
        </ButtonLink>
      }
    >
      {body}
    </Section>
  );
}

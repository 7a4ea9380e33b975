import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { GroupFilter } from '../../api/types';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';
import { MutedText, PageTitle, Stack } from '../../components/card';
import { TextField } from '../../components/field';
import { Tabs } from '../../components/tabs';
import { BackCloses } from '../../lib/use-back-closes';
import CreateGroupDialog from './create-group-dialog';
import { GroupGrid } from './group-grid';
import { GroupStatsTiles } from './group-stats';
import { tabCount, type GroupTab } from './group-tabs';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { sampleGroupsNote } from './sample-groups';
import { showingSampleGroups, useGroupStats } from './use-groups';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  > div {
    flex: 1 1 280px;
  }
`;

export interface GroupsViewProps {
  /**
   * The tabs, in order; the first is the default. The variants differ here
   * (docs/product.md#older-variants).
   */
  tabs: readonly GroupTab[];
  /** The page title and the line under it; by default the canonical ones, translated. */
  title?: string;
  subtitle?: string;
  /** The total / public / private tiles above the tabs. */
  showStats?: boolean;
  /** Counts beside the tab labels (a tab's own `count` wins over the live one). */
  showCounts?: boolean;
}

/**
 * The Groups screen: search, stats, tabs with counts, the grid and Create Group. The tab and the
 * search live in the address (?tab=joined&q=cricket), so a link or Back restores them.
 */
export function GroupsView({
  tabs,
  title,
  subtitle,
  showStats = true,
  showCounts = true,
}: GroupsViewProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((item) => item.value === requested)?.value ?? tabs[0].value;
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text.trim());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  // A group made after the dialog was closed by Back does not reset the list the next time.
  const startCreating = () => {
    setCreated(false);
    setCreating(true);
  };
  const stats = useGroupStats();

  // Only a new search is written into the address. Written on arrival too, it replaced the entry
  // Back had just restored: a new entry has no scroll position kept, and the list opened at its top.
  const writtenQuery = useRef(query);
  useEffect(() => {
    if (query === writtenQuery.current) return;
    writtenQuery.current = query;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  function selectTab(value: GroupFilter) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === tabs[0].value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  function showFullList() {
    setCreated(false);
    setText('');
    selectTab(tabs[0].value);
  }

  const labelOf = (item: GroupTab) => (typeof item.label === 'string' ? item.label : t(item.label));
  const current = tabs.find((item) => item.value === tab);
  const tabItems = tabs.map((item) => ({
    value: item.value,
    label: labelOf(item),
    count: showCounts ? (item.count ?? tabCount(item.value, stats.data)) : undefined,
  }));

  return (
    <Stack $gap={5}>
      <Header>
        <div>
          <PageTitle>{title ?? t`Groups`}</PageTitle>
          <MutedText>
            {subtitle ??
              t`Meet neighbours who share your interests, in your society and across the builder.`}
          </MutedText>
        </div>
        <Button icon={<FiPlus aria-hidden />} onClick={startCreating}>
          <Trans>Create Group</Trans>
        </Button>
      </Header>
      <form role="search" aria-label={t`Groups`} onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={t`Search groups`}
          hideLabel
          placeholder={t`Search groups by name, society or category...`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </form>
      {showStats && <GroupStatsTiles stats={stats.data} />}
      {stats.isSuccess && showingSampleGroups() && <Alert tone="info">{t(sampleGroupsNote)}</Alert>}
      <Tabs label={t`Group filters`} tabs={tabItems} value={tab} onChange={selectTab}>
        <h2 className="visually-hidden">{current && labelOf(current)}</h2>
        <GroupGrid
          filter={tab}
          query={query}
          total={tabCount(tab, stats.data)}
          onCreate={startCreating}
        />
      </Tabs>
      <BackCloses
        layer="create-group"
        open={creating}
        onClose={() => setCreating(false)}
        // The new group is first in the full list: that list shows once the dialog's history entry
        // is gone (changed before, the address would go back with that entry).
        afterClosed={created ? showFullList : undefined}
      />
      <CreateGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreated(true)}
      />
    </Stack>
  );
}

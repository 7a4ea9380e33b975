import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  /** A count shown beside the label and read with it ("All Concerns, 12"). */
  count?: number;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: none;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Count = styled.span`
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * Tabs with the ARIA tabs pattern: arrow keys, Home and End move between tabs (selection follows
 * focus); the panel below shows `children` for the selected tab.
 *
 * `value` null selects no tab, for a panel that shows something none of them names (the feed's
 * Builder-Wide filter): no tab is marked, the first stays reachable with Tab, and `panelLabel`
 * names the panel instead.
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  panelLabel,
  children,
}: {
  label: string;
  tabs: TabItem<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** The panel's name while no tab is selected. */
  panelLabel?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const selected = tabs.some((tab) => tab.value === value) ? value : null;
  const focusable = selected ?? tabs[0]?.value;

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next].value;
    onChange(target);
    refs.current.get(target)?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={tab.value === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.value === focusable ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.count !== undefined && <Count>{tab.count}</Count>}
          </Tab>
        ))}
      </List>
      <Panel
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={selected === null ? undefined : tabId(selected)}
        aria-label={selected === null ? panelLabel : undefined}
        tabIndex={0}
      >
        {children}
      </Panel>
    </div>
  );
}

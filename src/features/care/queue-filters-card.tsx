import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { FiChevronDown, FiSliders } from 'react-icons/fi';
import styled from 'styled-components';
import { Card } from '../../components/card';

// On a phone the six status counts and the open filters filled the first screen, and the first
// concern started below it: the filters fold under one button there. From the tablet's width up
// they are always open and the button is not shown.
const Frame = styled(Card)`
  ${({ theme }) => theme.media.belowMd} {
    padding: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  > svg:last-child {
    margin-inline-start: auto;
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const OnCount = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const Panel = styled.div`
  ${({ theme }) => theme.media.belowMd} {
    padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
    &[data-open='false'] {
      display: none;
    }
  }
`;

/**
 * The queue's filters in their card: on a phone folded under "Filters and sort", which says how
 * many filters are on; open on wider screens.
 */
export function QueueFiltersCard({
  activeFilterCount,
  children,
}: {
  activeFilterCount: number;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Frame aria-label={t`Filters`}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <FiSliders aria-hidden />
        <Trans>Filters and sort</Trans>
        {activeFilterCount > 0 && (
          <OnCount>
            <Plural value={activeFilterCount} one="# filter on" other="# filters on" />
          </OnCount>
        )}
        <FiChevronDown aria-hidden />
      </Toggle>
      <Panel id={panelId} data-open={open}>
        {children}
      </Panel>
    </Frame>
  );
}

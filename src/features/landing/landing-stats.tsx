import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FiGlobe, FiHome, FiMapPin, FiMessageSquare } from 'react-icons/fi';
import styled from 'styled-components';
import type { BadgeTone } from '../../components/badge';
import { Skeleton } from '../../components/skeleton';
import type { LandingStats as Stats } from './landing-data';
import { formatCount } from '../../lib/text';

const List = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

type Tone = Extract<BadgeTone, 'primary' | 'accent' | 'info' | 'success'>;

const Tile = styled.li<{ $tone: Tone }>`
  display: grid;
  grid-template-areas: 'value' 'label';
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  .icon {
    grid-area: icon;
    display: none;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
  .label {
    grid-area: label;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .value {
    grid-area: value;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
  }
  /* Phones show the number and the label only, so a label never breaks mid-word. */
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'icon value' 'icon label';
    padding: ${({ theme }) => theme.space[4]}px;
    .icon {
      display: grid;
    }
  }
`;

const COUNTERS = [
  { key: 'societies', label: msg`Societies`, icon: <FiHome />, tone: 'primary' },
  { key: 'concerns', label: msg`Concerns`, icon: <FiMessageSquare />, tone: 'info' },
  { key: 'builderWide', label: msg`Builder-Wide`, icon: <FiGlobe />, tone: 'accent' },
  { key: 'societySpecific', label: msg`Society-Specific`, icon: <FiMapPin />, tone: 'success' },
] as const satisfies ReadonlyArray<{
  key: keyof Stats;
  label: MessageDescriptor;
  icon: ReactNode;
  tone: Tone;
}>;

/**
 * The four counters (docs/product.md#landing-page), counted from the posts on the page; skeletons
 * while loading.
 */
export function LandingStats({ stats }: { stats: Stats | null }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={stats === null || undefined}>
      <h2 id={titleId} className="visually-hidden">
        <Trans>Community at a glance</Trans>
      </h2>
      <List>
        {COUNTERS.map(({ key, label, icon, tone }) => (
          <Tile key={key} $tone={tone}>
            <span className="icon" aria-hidden>
              {icon}
            </span>
            <span className="value">
              {stats ? formatCount(stats[key]) : <Skeleton $width="3ch" $height="1lh" />}
            </span>{' '}
            <span className="label">{t(label)}</span>
          </Tile>
        ))}
      </List>
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { RecordFigures as Figures } from '../../api/societies';
import { figureRows, NO_DATA, type FigureRow } from './record-format';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** A figure, or a dash a screen reader hears as "no data". */
export function FigureValue({ value }: { value: string }) {
  if (value !== NO_DATA) return <>{value}</>;
  return (
    <>
      <span aria-hidden>{NO_DATA}</span>
      <span className="visually-hidden">
        <Trans>no data</Trans>
      </span>
    </>
  );
}

/**
 * A record's figures as labelled values (a description list: each label, then its value); `only`
 * keeps those figures alone.
 */
export function RecordFigures({
  figures,
  label,
  only,
}: {
  figures: Figures;
  label: string;
  only?: ReadonlyArray<FigureRow['key']>;
}) {
  // Its texts come from plain functions: this re-renders it when the language changes.
  useLingui();
  const rows = figureRows(figures).filter((row) => !only || only.includes(row.key));
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <div key={row.key}>
          <dd>
            <FigureValue value={row.value} />
            {row.detail && <small>{row.detail}</small>}
          </dd>
          <dt>{row.label}</dt>
        </div>
      ))}
    </List>
  );
}

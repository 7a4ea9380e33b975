import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { SocietyRecord } from '../../api/societies';
import { dayjs } from '../../lib/dayjs';
import { ChartFrame, Legend } from './chart-frame';
import { bandScale, linearScale } from './chart-scale';
import { useWidth } from './use-width';

type Week = SocietyRecord['weeks'][number];

const HEIGHT = 200;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 32 };

const WEEK_FORMAT = 'D MMM';
/** A week by its last day: "26 Nov" (dayjs: in the language of the moment, "26 नव."). */
export const weekLabel = (week: Week) => dayjs(week.to).format(WEEK_FORMAT);

const Svg = styled.svg`
  display: block;
  overflow: visible;
  font-size: 12px;
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .opened {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .resolved {
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 1.5;
  }
  .value {
    fill: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const OpenedSwatch = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.primary};
`;

const ResolvedSwatch = styled(OpenedSwatch)`
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  background: repeating-linear-gradient(
    45deg,
    ${({ theme }) => theme.colors.accent} 0 2px,
    transparent 2px 5px
  );
`;

/** Resolved bars are hatched and outlined, opened ones solid: told apart without colour. */
function HatchPattern({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="6" height="6" fill="currentColor" opacity="0.15" />
      <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="3" />
    </pattern>
  );
}

const Hatched = styled.g`
  color: ${({ theme }) => theme.colors.accent};
`;

function WeeksTable({ weeks }: { weeks: Week[] }) {
  return (
    <table>
      <caption>
        <Trans>Concerns opened and resolved per week</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Week to</Trans>
          </th>
          <th scope="col">
            <Trans>Opened</Trans>
          </th>
          <th scope="col">
            <Trans>Resolved</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.to}>
            <th scope="row">{weekLabel(week)}</th>
            <td>{week.opened}</td>
            <td>{week.resolved}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Concerns opened and resolved per 7-day week, the last ending today: paired bars. */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const { t } = useLingui();
  const { ref, width } = useWidth<HTMLDivElement>(600);
  const patternId = useId();
  const top = Math.max(1, ...weeks.flatMap((week) => [week.opened, week.resolved]));
  const y = linearScale(top, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const band = bandScale(weeks.length, [MARGIN.left, width - MARGIN.right]);
  const bar = band.width / 2;
  // A label per week where there is room (about 44 px each), else every second or third.
  const labelEvery = Math.max(1, Math.ceil(weeks.length / Math.floor((width - MARGIN.left) / 44)));
  const ticks = y.ticks.filter(Number.isInteger);
  // Counts over the bars where a bar is wide enough for two digits (the table has them all).
  const showValues = bar >= 14;
  const legend = (
    <Legend>
      <li>
        <OpenedSwatch />
        <Trans>Opened (solid)</Trans>
      </li>
      <li>
        <ResolvedSwatch />
        <Trans>Resolved (striped)</Trans>
      </li>
    </Legend>
  );
  return (
    <ChartFrame
      caption={t`Opened and resolved per week`}
      legend={legend}
      table={<WeeksTable weeks={weeks} />}
    >
      <div ref={ref}>
        <Svg width={width} height={HEIGHT} role="presentation">
          <defs>
            <Hatched>
              <HatchPattern id={patternId} />
            </Hatched>
          </defs>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0, ${y(tick)})`}>
              <line className="grid" x1={MARGIN.left} x2={width - MARGIN.right} />
              <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const left = band.start(index);
            return (
              <g key={week.to}>
                <rect
                  className="opened"
                  x={left}
                  y={y(week.opened)}
                  width={bar - 1}
                  height={y(0) - y(week.opened)}
                />
                <Hatched>
                  <rect
                    className="resolved"
                    x={left + bar + 1}
                    y={y(week.resolved)}
                    width={bar - 1}
                    height={y(0) - y(week.resolved)}
                    fill={`url(#${patternId})`}
                  />
                </Hatched>
                {showValues && (
                  <>
                    <text
                      className="value"
                      x={left + bar / 2}
                      y={y(week.opened) - 4}
                      textAnchor="middle"
                    >
                      {week.opened}
                    </text>
                    <text
                      className="value"
                      x={left + bar * 1.5}
                      y={y(week.resolved) - 4}
                      textAnchor="middle"
                    >
                      {week.resolved}
                    </text>
                  </>
                )}
                {(weeks.length - 1 - index) % labelEvery === 0 && (
                  <text x={left + bar} y={HEIGHT - 8} textAnchor="middle">
                    {weekLabel(week)}
                  </text>
                )}
              </g>
            );
          })}
        </Svg>
      </div>
    </ChartFrame>
  );
}

import { useId } from 'react';

import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

export interface HistoryPoint {
  on: string;
  rank: number;
  points: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 12;

/**
 * A small line chart of ranking points over time (no chart library): an SVG with role="img" and
 * a label that sums it up, and the same numbers as a visually hidden table for screen readers.
 */
export function RankingHistoryChart({
  category,
  history,
}: {
  category: string;
  history: HistoryPoint[];
}) {
  const t = useMessages().competition.stats;
  const captionId = useId();
  const points = [...history].sort((a, b) => a.on.localeCompare(b.on));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last)
    return <p className="text-sm text-slate-600">{formatMessage(t.chartEmpty, { category })}</p>;

  const best = Math.max(...points.map((p) => p.points));
  const low = Math.min(...points.map((p) => p.points));
  const span = best - low || 1;
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - low) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.points).toFixed(1)}`).join(' ');
  const label = formatMessage(t.chartLabel, {
    category,
    first: first.points,
    from: formatDate(first.on),
    last: last.points,
    to: formatDate(last.on),
    best,
    count: points.length,
  });

  return (
    <figure className="mt-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-sm text-brand-700"
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={HEIGHT - PAD}
          y2={HEIGHT - PAD}
          className="stroke-slate-300"
          strokeWidth={1}
        />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2.5} />
        {points.map((p, i) => (
          <circle key={p.on} cx={x(i)} cy={y(p.points)} r={3.5} fill="currentColor" />
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        {formatDate(first.on)} – {formatDate(last.on)}
      </figcaption>
      {/* The table is hidden in a div: a table set sr-only itself stays as wide as its cells and
          widened the page on a phone. */}
      <div className="sr-only">
        <table aria-labelledby={captionId}>
          <caption id={captionId}>{formatMessage(t.tableCaption, { category })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.pointsColumn}</th>
              <th scope="col">{t.rankColumn}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.on}>
                <th scope="row">{formatDate(p.on)}</th>
                <td>{p.points}</td>
                <td>{p.rank}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

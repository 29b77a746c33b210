// The daily chart of visitors, page views and orders (uPlot, loaded on demand inside the console's chunks), with the
// same numbers in a table beside it. Series differ by line style and are named in the legend, not by colour alone.
import { useEffect, useRef, useState } from 'react';
import type UPlotType from 'uplot';
import { formatCount } from './format.ts';

export type DayRow = { day?: string | null; visitors: number; pageViews: number; orders: number };

const SERIES = [
  { label: 'Visitors', key: 'visitors', stroke: '#1f5fbf', dash: undefined },
  { label: 'Page views', key: 'pageViews', stroke: '#6b3fa0', dash: [8, 4] },
  { label: 'Orders', key: 'orders', stroke: '#1b7a3a', dash: [2, 3] },
] as const;

const DAY = 86_400;
/** Tick steps of whole days: the days are UTC midnights, labelled as the website's calendar days they stand for. */
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY];
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function Chart({ days }: { days: DayRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled || !box.current) return;
        const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
        const data: UPlotType.AlignedData = [x, ...SERIES.map((s) => days.map((d) => d[s.key]))];
        chart = new UPlot(
          {
            width: Math.max(320, box.current.clientWidth),
            height: 240,
            tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            series: [
              { label: 'Day' },
              ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, dash: s.dash ? [...s.dash] : undefined })),
            ],
            axes: [
              { incrs: DAY_STEPS, values: (_u: unknown, ticks: number[]) => ticks.map(isoDay) },
              { values: (_u: unknown, ticks: number[]) => ticks.map((t) => formatCount(t)) },
            ],
          },
          data,
          box.current,
        );
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);
  if (failed) return <p>The chart could not be drawn; the table has the same numbers.</p>;
  return (
    <div
      ref={box}
      className="console-chart"
      role="img"
      aria-label="Daily visitors, page views and orders; the table below has the same numbers."
    />
  );
}

export function DailyChart({ days }: { days: DayRow[] }) {
  return (
    <div className="console-daily">
      <Chart days={days} />
      <table>
        <caption>Visitors, page views and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {SERIES.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {SERIES.map((s) => (
                <td key={s.key}>{formatCount(d[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

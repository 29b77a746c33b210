// The analytics dashboard (capability analytics:read): a range, totals, the funnel, the daily chart, top products,
// web vitals per page type and recent JavaScript errors. Each panel loads and fails on its own. While the store takes
// test payments every order is a test order, so they are counted unless the owner unticks them, and the screen says so.
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { DailyChart } from './DailyChart.tsx';
import { formatCount, formatRate, formatVital, ratingWords } from './format.ts';
import {
  ConsoleAccessDocument,
  ConsoleJavascriptErrorsDocument,
  ConsoleOverviewDocument,
  ConsoleWebVitalsDocument,
} from './generated/graphql.ts';
import { everyDay, PRESETS, type RangeChoice, rangeDays } from './range.ts';
import { zoneWords } from './shared/format.ts';
import { useDateFormat } from './shared/use-date-format.ts';
import { queryState } from './status.tsx';

export const NO_ANALYTICS_PERMISSION = 'You do not have permission to see analytics.';

export function Dashboard({ allowed }: { allowed: boolean }) {
  const access = useQuery(ConsoleAccessDocument, { fetchPolicy: 'cache-only' });
  const timeZone = access.data?.website.timeZone ?? 'UTC';
  const testPayments = access.data?.website.paymentSettings.testMode ?? false;
  const [choice, setChoice] = useState<RangeChoice>({ preset: 30 });
  const [testOrdersChoice, setIncludeTestOrders] = useState<boolean | null>(null);
  const includeTestOrders = testOrdersChoice ?? testPayments;
  if (!allowed) {
    return (
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Dashboard</h1>
        <p role="status">{NO_ANALYTICS_PERMISSION}</p>
      </section>
    );
  }
  const range = rangeDays(choice, timeZone);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <RangePicker choice={choice} range={range} timeZone={timeZone} onChange={setChoice} />
      <label className="console-check">
        <input type="checkbox" checked={includeTestOrders} onChange={(e) => setIncludeTestOrders(e.currentTarget.checked)} />
        Include test orders
      </label>
      {testPayments && (
        <p className="console-hint">
          This store takes test payments, so its orders are test orders: they are counted here. Untick to count real orders only.
        </p>
      )}
      <Overview range={range} includeTestOrders={includeTestOrders} />
      <WebVitals range={range} />
      <JavascriptErrors range={range} />
    </section>
  );
}

function RangePicker({
  choice,
  range,
  timeZone,
  onChange,
}: {
  choice: RangeChoice;
  range: { from: string; to: string };
  timeZone: string;
  onChange: (c: RangeChoice) => void;
}) {
  const id = useId();
  const value = 'preset' in choice ? String(choice.preset) : 'custom';
  return (
    <fieldset className="console-range">
      <legend>Date range</legend>
      <label htmlFor={`${id}-preset`}>Show</label>
      <select
        id={`${id}-preset`}
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(v === 'custom' ? range : { preset: Number(v) as 7 | 30 | 90 });
        }}
      >
        {PRESETS.map((n) => (
          <option key={n} value={n}>
            Last {n} days
          </option>
        ))}
        <option value="custom">From–to dates</option>
      </select>
      {value === 'custom' && (
        <>
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            max={range.to}
            aria-describedby={`${id}-zone`}
            onChange={(e) => e.currentTarget.value && onChange({ from: e.currentTarget.value, to: range.to })}
          />
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            min={range.from}
            aria-describedby={`${id}-zone`}
            onChange={(e) => e.currentTarget.value && onChange({ from: range.from, to: e.currentTarget.value })}
          />
          <p id={`${id}-zone`} className="console-hint">
            Days in the website’s time zone, {zoneWords(timeZone)}.
          </p>
        </>
      )}
    </fieldset>
  );
}

function Overview({ range, includeTestOrders }: { range: { from: string; to: string }; includeTestOrders: boolean }) {
  const query = useQuery(ConsoleOverviewDocument, { variables: { ...range, includeTestOrders } });
  const { data } = query;
  const state = queryState('the overview', query);
  if (state || !data) return state;
  const o = data.analyticsOverview;
  const totals: [string, string][] = [
    ['Visitors', formatCount(o.totals.visitors)],
    ['Visits', formatCount(o.totals.visits)],
    ['Page views', formatCount(o.totals.pageViews)],
    ['Orders', formatCount(o.totals.orders)],
    ['Revenue', o.totals.revenue.formatted],
    ['Conversion', formatRate(o.conversionRate)],
  ];
  return (
    <>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title">
          Totals, {o.from} to {o.to}
        </h2>
        <dl className="console-totals">
          {totals.map(([label, value]) => (
            <div key={label} data-total={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <table>
          <caption>Visitors at each step, from a visit to an order</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Visitors</th>
              <th scope="col">From previous step</th>
              <th scope="col">From visit</th>
            </tr>
          </thead>
          <tbody>
            {o.funnel.map((s) => (
              <tr key={s.step}>
                <th scope="row">{s.step}</th>
                <td>{formatCount(s.visitors)}</td>
                <td>{formatRate(s.rateFromPrevious)}</td>
                <td>{formatRate(s.rateFromStart)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="daily-title">
        <h2 id="daily-title">Day by day</h2>
        <DailyChart days={everyDay(o.from, o.to, o.days, { visitors: 0, pageViews: 0, orders: 0 })} />
      </section>
      <section aria-labelledby="products-title">
        <h2 id="products-title">Top products</h2>
        {o.topProducts.length === 0 ? (
          <p>No product was viewed in this range.</p>
        ) : (
          <table>
            <caption>Products by views</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Views</th>
                <th scope="col">Added to cart</th>
                <th scope="col">Units sold</th>
              </tr>
            </thead>
            <tbody>
              {o.topProducts.map((p) => (
                <tr key={p.productId}>
                  <th scope="row">{p.title ?? '(deleted product)'}</th>
                  <td>{formatCount(p.views)}</td>
                  <td>{formatCount(p.addToCarts)}</td>
                  <td>{formatCount(p.unitsSold)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {o.droppedEvents.length > 0 && <DroppedEvents rows={o.droppedEvents} />}
    </>
  );
}

/** Collection problems: events the store's pages sent that were not stored (a shopping event's name outside the
 * spec's list). Shown only when there are some. */
function DroppedEvents({ rows }: { rows: { key: string; count: number }[] }) {
  return (
    <section aria-labelledby="dropped-title">
      <h2 id="dropped-title">Collection problems</h2>
      <p className="console-hint">
        Your pages sent these events with a name the store does not record, so they were not counted. Check the page script that sends them.
      </p>
      <table>
        <caption>Events not recorded, most frequent first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.key}</th>
              <td>{formatCount(r.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function WebVitals({ range }: { range: { from: string; to: string } }) {
  const query = useQuery(ConsoleWebVitalsDocument, { variables: range });
  const rows = query.data?.webVitals;
  return (
    <section aria-labelledby="vitals-title">
      <h2 id="vitals-title">Web vitals</h2>
      {queryState('web vitals', query) ??
        (rows?.length ? (
          <table>
            <caption>75th percentile per page type, and how many page loads rated good, needs improvement or poor</caption>
            <thead>
              <tr>
                <th scope="col">Page type</th>
                <th scope="col">Metric</th>
                <th scope="col">p75</th>
                <th scope="col">Rating</th>
                <th scope="col">Good</th>
                <th scope="col">Needs improvement</th>
                <th scope="col">Poor</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={`${v.pageType}-${v.metric}`}>
                  <th scope="row">{v.pageTypeName ?? v.pageType ?? 'Any'}</th>
                  <td>{v.metric}</td>
                  <td>{formatVital(v.metric, v.p75)}</td>
                  <td data-rating={v.rating ?? ''}>{ratingWords(v.rating)}</td>
                  <td>{formatCount(v.good)}</td>
                  <td>{formatCount(v.needsImprovement)}</td>
                  <td>{formatCount(v.poor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No performance records in this range.</p>
        ))}
    </section>
  );
}

function JavascriptErrors({ range }: { range: { from: string; to: string } }) {
  const date = useDateFormat();
  const query = useQuery(ConsoleJavascriptErrorsDocument, { variables: range });
  const rows = query.data?.javascriptErrors;
  return (
    <section aria-labelledby="errors-title">
      <h2 id="errors-title">Recent JavaScript errors</h2>
      {queryState('JavaScript errors', query) ??
        (rows?.length ? (
          <table>
            <caption>Errors grouped by message, most frequent first</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Count</th>
                <th scope="col">Last seen</th>
                <th scope="col">Page</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.message}>
                  <th scope="row">{e.errorType ? `${e.errorType}: ${e.message}` : e.message}</th>
                  <td>{formatCount(e.count)}</td>
                  <td>{date(e.lastSeenAt)}</td>
                  <td>{e.url ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No JavaScript errors in this range.</p>
        ))}
    </section>
  );
}

// Analytics paths of spec §7, exactly as page scripts call them: the census (page hits, button renders and clicks,
// form renders, overlays, quick views), shopping events, JavaScript error reports and web-vitals performance records.
// Bodies are form-encoded, JSON or text/plain JSON (beacons), read as the other REST doors read them, at most
// MAX_ANALYTICS_BODY_BYTES. Beacons cannot send headers, so these paths take no crumb — except error reports, which carry X-CSRF-Token (spec §7). A skipped record
// is answered like an accepted one: page scripts cannot tell (spec §6), and analytics failures are silent for them.
import type { Context, Hono } from 'hono';
import type { InterfaceEventName } from '../../domain/analytics.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitBody } from '../http/body-limit.ts';
import { bodyValue } from '../http/input.ts';
import { analyticsCaller } from '../services/analytics/caller.ts';
import type { IngestOutcome } from '../services/analytics/ingest.ts';

export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;
export const ANALYTICS_BODY_TOO_LARGE = 'The analytics body is larger than 64 KB.';

/** Paths beacons post to without a crumb. */
export const isBeaconPath = (path: string) => /^\/api\/(census\/|events\/RecordEvent$|1\/performance\/records$)/.test(path);

/** How an accepted record is answered: 202 with how many were accepted (and dropped: shopping events whose name is
 * outside spec §3's list, counted for the owner, never refused, since a beacon cannot read a refusal), 204, or as Squarespace's census answers its
 * interface events (`200 {"success": true}`, which some clients read). */
type Success = 202 | 204 | 'census';

/** The status of a refused record: 400 for invalid input, 429 past the caller's limit, 503 while the buffer is full. */
export const REFUSAL_STATUS = { invalid: 400, 'rate-limited': 429, busy: 503 } as const;

function answer(c: Context<AppEnv>, outcome: IngestOutcome, success: Success) {
  if (outcome.ok && success === 'census') return c.json({ success: true }, 200);
  if (outcome.ok && success === 204) return c.body(null, 204);
  if (outcome.ok)
    return c.json(outcome.dropped ? { accepted: outcome.accepted, dropped: outcome.dropped } : { accepted: outcome.accepted }, 202);
  if (outcome.reason !== 'invalid') c.header('Retry-After', String(outcome.retryAfterSeconds));
  return c.json({ error: outcome.message }, REFUSAL_STATUS[outcome.reason]);
}

type Recorder = (c: Context<AppEnv>, body: unknown) => Promise<IngestOutcome>;

export function analyticsRoutes(app: Hono<AppEnv>) {
  const tooLarge = limitBody(MAX_ANALYTICS_BODY_BYTES, (c) => c.json({ error: ANALYTICS_BODY_TOO_LARGE }, 413));
  const post = (path: string, success: Success, record: Recorder) =>
    app.post(path, tooLarge, async (c) => {
      const body = await bodyValue(c);
      if (!body.ok) return c.json({ error: body.issues[0].message }, 400);
      return answer(c, await record(c, body.value), success);
    });
  const caller = (c: Context<AppEnv>, named: { visitorId?: unknown; visit?: unknown } = {}) =>
    analyticsCaller(c.get('ctx'), {
      visitorId: typeof named.visitorId === 'string' ? named.visitorId.slice(0, 64) : undefined,
      visit: typeof named.visit === 'number' ? named.visit : undefined,
    });
  const fields = (body: unknown) => (body && typeof body === 'object' ? (body as { [k: string]: unknown }) : {});

  post('/api/census/RecordHit', 204, (c, body) => c.get('ctx').analytics.recordHit(caller(c, fields(body)), body));
  const censusPaths: [string, InterfaceEventName][] = [
    ['button-click', 'button-click'],
    ['button-render', 'button-render'],
    ['form-render', 'form-render'],
    ['overlay', 'overlay'],
  ];
  for (const [path, name] of censusPaths)
    post(`/api/census/${path}`, 'census', (c, body) => c.get('ctx').analytics.recordInterfaceEvent(caller(c), name, body));
  post('/api/census/RecordQuickView/:id', 'census', (c, body) =>
    c.get('ctx').analytics.recordInterfaceEvent(caller(c), 'quick view', { ...fields(body), productId: c.req.param('id') }),
  );
  post('/api/events/RecordEvent', 202, (c, body) => c.get('ctx').analytics.recordShoppingEvents(caller(c, fields(body)), body));
  post('/api/events/RecordJavascriptErrors', 202, (c, body) =>
    c.get('ctx').analytics.recordJavascriptErrors(caller(c), Array.isArray(body) ? { errors: body } : body),
  );
  post('/api/1/performance/records', 204, (c, body) => c.get('ctx').analytics.recordPerformance(caller(c), body));
}

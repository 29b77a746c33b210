// A performance envelope's data as stored (spec §3 "Performance record"): the known fields only, strings cut to
// their cap (element paths to 200 characters, spec §9), numbers finite and within range; anything else is dropped.

const TEXT: Record<string, number> = {
  analyticsId: 64,
  marketingId: 64,
  memberId: 64,
  version: 16,
  deviceType: 16,
  connectionType: 16,
  hash: 200,
  hostname: 200,
  pathname: 200,
  name: 200,
  prefersColorScheme: 16,
  largest_contentful_paint_element: 200,
  cumulative_layout_shift_element: 200,
  interaction_to_next_paint_element: 200,
};

const HOUR_MS = 3_600_000;
const GIB = 1024 ** 3;
const NUMBER: Record<string, number> = {
  pageType: 1000,
  deviceMemory: 1024,
  hardwareConcurrency: 1024,
  viewportWidth: 100_000,
  viewportHeight: 100_000,
  screenWidth: 100_000,
  screenHeight: 100_000,
  cumulative_layout_shift: 100,
  decoded_body_size_bytes: GIB,
  encoded_body_size_bytes: GIB,
  transfer_size_bytes: GIB,
  dom_content_loaded_event_end_ms: HOUR_MS,
  dom_content_loaded_event_start_ms: HOUR_MS,
  domain_lookup_ms: HOUR_MS,
  first_contentful_paint_ms: HOUR_MS,
  first_input_delay_ms: HOUR_MS,
  interaction_to_next_paint_ms: HOUR_MS,
  largest_contentful_paint_ms: HOUR_MS,
  load_event_end_ms: HOUR_MS,
  load_event_start_ms: HOUR_MS,
  response_start_ms: HOUR_MS,
  tcp_connection_ms: HOUR_MS,
  tls_negotiation_ms: HOUR_MS,
  duration_ms: HOUR_MS,
  start_ms: HOUR_MS,
};

const FLAG = new Set(['prefersReducedMotion', 'forcedColors']);

export function performanceData(data: Record<string, unknown>): { [key: string]: string | number | boolean } {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key in TEXT && (typeof value === 'string' || typeof value === 'number')) out[key] = String(value).slice(0, TEXT[key]);
    else if (key in NUMBER && typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= NUMBER[key]) out[key] = value;
    else if (FLAG.has(key) && typeof value === 'boolean') out[key] = value;
  }
  return out;
}

// The refusals built from a server-side limit (store-limits.ts). They are not in store-limits.ts, which the browser
// imports: a message that formats its number (toLocaleString) is not dropped from the bundle by tree-shaking.
import {
  MAX_DAILY_KEYS,
  MAX_IMAGES_PER_PRODUCT,
  MAX_RESTOCK_SEND_REQUESTS,
  MAX_TEMPLATE_ERRORS,
  MAX_TEMPLATE_FORMATTED_LENGTH,
  MAX_TEMPLATE_HARD_STOP_MS,
  MAX_TEMPLATE_LENGTH,
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_OUTPUT_LENGTH,
  MAX_TEMPLATE_PARTIALS,
  MAX_TEMPLATE_RENDER_MS,
  MAX_TEMPLATE_STEPS,
  TEMPLATE_WORKER_MEMORY_MB,
} from './store-limits.ts';

// Templates rendered by the server (docs/templates.md).
export const TEMPLATE_TOO_LONG_MESSAGE = `A template can be at most ${MAX_TEMPLATE_LENGTH.toLocaleString('en-US')} characters.`;
export const TOO_MANY_PARTIALS_MESSAGE = `A template can use at most ${MAX_TEMPLATE_PARTIALS} partials.`;
export const STEP_LIMIT_MESSAGE = `The template stopped after ${MAX_TEMPLATE_STEPS.toLocaleString('en-US')} steps.`;
export const TIME_LIMIT_MESSAGE = `The template stopped after ${MAX_TEMPLATE_RENDER_MS} ms.`;
export const NESTING_LIMIT_MESSAGE = `The template stopped: blocks nested more than ${MAX_TEMPLATE_NESTING} deep.`;
export const OUTPUT_LIMIT_MESSAGE = `The template stopped: its HTML reached ${MAX_TEMPLATE_OUTPUT_LENGTH.toLocaleString('en-US')} characters.`;
export const FORMATTED_LIMIT_MESSAGE = `The template stopped: its formatters produced more than ${MAX_TEMPLATE_FORMATTED_LENGTH.toLocaleString('en-US')} characters.`;
export const MORE_ERRORS_MESSAGE = `More than ${MAX_TEMPLATE_ERRORS} errors; only the first ${MAX_TEMPLATE_ERRORS} are listed.`;
export const HARD_STOP_MESSAGE = `The template was stopped: it was still rendering after ${MAX_TEMPLATE_HARD_STOP_MS.toLocaleString('en-US')} ms.`;
export const MEMORY_LIMIT_MESSAGE = `The template was stopped: it needed more than ${TEMPLATE_WORKER_MEMORY_MB} MB of memory.`;

// Product images, restock sends and analytics.
export const TOO_MANY_IMAGES_MESSAGE = `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`;
export const RESTOCK_SEND_LIMIT_MESSAGE = `Send at most ${MAX_RESTOCK_SEND_REQUESTS} products or variants at a time.`;
export const OTHER_ERRORS_MESSAGE = `Other errors (past ${MAX_DAILY_KEYS.toLocaleString('en-US')} different messages that day)`;

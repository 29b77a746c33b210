// The site-form REST calls (spec §7, §8 "Site forms"): a submission key, then the save, each POST carrying the crumb
// like every GraphQL operation (retried once with the fresh crumb of a {crumbFail, crumb} answer), mapped to outcomes.
import {
  FORM_KEY_ERROR_MESSAGE,
  FORM_PROCESSING_ERROR_MESSAGE,
  FORM_UNKNOWN_ERROR_MESSAGE,
  formStatusMessage,
} from '../../../domain/messages.ts';
import { pageFields } from '../analytics/census.ts';
import type { CaptchaAction } from './captcha.ts';
import { readCookie } from './cookies.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from './crumb-link.ts';

type Answer = { status: number; data: Record<string, unknown> };

export type SaveRequest = {
  formId: string;
  /** The sanitised answers keyed by field id. */
  answers: Readonly<Record<string, unknown>>;
  captchaKey: string | null;
  /** The action the captcha response was asked for (the server checks it for that action). */
  captchaAction?: CaptchaAction;
};

export type SaveOutcome =
  | { ok: true }
  /** `fieldErrors` are keyed by field id (or `captcha`); `message` concerns the whole form. */
  | { ok: false; fieldErrors: Record<string, string>; message: string | null };

class CrumbFailure extends Error {}

const asObject = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

async function send(path: string, body: unknown, crumb: string | null): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(crumb ? { [CRUMB_HEADER]: crumb } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { status: response.status, data: asObject(data) };
}

/** POSTs with the crumb cookie; a crumb failure is retried once with the crumb it hands back, then given up. */
async function post(path: string, body?: unknown): Promise<Answer> {
  const first = await send(path, body, readCookie(CRUMB_COOKIE));
  if (first.data.crumbFail !== true) return first;
  const fresh = typeof first.data.crumb === 'string' ? first.data.crumb : readCookie(CRUMB_COOKIE);
  const retried = await send(path, body, fresh);
  if (retried.data.crumbFail === true) throw new CrumbFailure();
  return retried;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function fieldErrorsOf(data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, message] of Object.entries(asObject(data.errors))) {
    const text = textOf(message);
    if (text) errors[id] = text;
  }
  return errors;
}

const failed = (message: string | null, fieldErrors: Record<string, string> = {}): SaveOutcome => ({ ok: false, fieldErrors, message });

/** Fetches a single-use key, then saves the submission with the page it was sent from and the census's visitor and
 * page fields (visitorCookie, url, pageType). */
export async function saveSiteForm({ formId, answers, captchaKey, captchaAction }: SaveRequest): Promise<SaveOutcome> {
  try {
    const keyAnswer = await post('/api/form/FormSubmissionKey');
    const key = keyAnswer.status === 200 ? textOf(keyAnswer.data.key) : null;
    if (!key) return failed(keyAnswer.status === 429 ? formStatusMessage(429) : FORM_KEY_ERROR_MESSAGE);
    const saved = await post('/api/form/SaveFormSubmission', {
      key,
      formId,
      form: JSON.stringify(answers),
      ...(captchaKey ? { captchaKey, ...(captchaAction ? { captchaAction } : {}) } : {}),
      pagePath: window.location.pathname + window.location.search,
      ...pageFields(),
    });
    if (saved.status >= 200 && saved.status < 300) return { ok: true };
    const byStatus = formStatusMessage(saved.status);
    if (byStatus) return failed(byStatus);
    const fieldErrors = saved.status === 400 ? fieldErrorsOf(saved.data) : {};
    const message = textOf(saved.data.error);
    return failed(message ?? (Object.keys(fieldErrors).length > 0 ? null : FORM_UNKNOWN_ERROR_MESSAGE), fieldErrors);
  } catch (error) {
    return failed(error instanceof CrumbFailure ? FORM_PROCESSING_ERROR_MESSAGE : FORM_UNKNOWN_ERROR_MESSAGE);
  }
}

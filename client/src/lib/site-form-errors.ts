// Where a site form's refusal is shown (spec §8 "Site forms"): an error keyed by a field the form shows stays by that
// field; the others — a field the form does not show, or hidden — become one message above the form.
import type { FormField } from '../../../domain/form-fields.ts';
import { FORM_FIELDS_INVALID_MESSAGE } from '../../../domain/messages.ts';

/** The key of the captcha's own error among the field errors (as the server sends it). */
export const CAPTCHA_ERROR_KEY = 'captcha';

export type Failure = { errors: Record<string, string>; message: string | null };

/** The server's errors placed: by the fields this form shows (and its captcha, when it has one), the rest as one
 * message — the server's own, else 'One or more fields is invalid, please check your entries.' (a captcha error of a
 * form without a captcha keeps its words). */
export function placeErrors(
  fields: readonly FormField[],
  errors: Record<string, string>,
  message: string | null,
  captchaShown: boolean,
): Failure {
  const shown = new Set(fields.filter((f) => f.type !== 'hidden' && f.type !== 'section').map((f) => f.id));
  if (captchaShown) shown.add(CAPTCHA_ERROR_KEY);
  const placed: Record<string, string> = {};
  const stray: string[] = [];
  for (const [id, text] of Object.entries(errors)) {
    if (shown.has(id)) placed[id] = text;
    else stray.push(id === CAPTCHA_ERROR_KEY ? text : FORM_FIELDS_INVALID_MESSAGE);
  }
  return { errors: placed, message: message ?? ([...new Set(stray)].join(' ') || null) };
}

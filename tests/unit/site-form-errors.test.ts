// Where a site form's refusal is shown (client/src/lib/site-form-errors.ts, spec §8 "Site forms").
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_KEY, placeErrors } from '../../client/src/lib/site-form-errors.ts';
import type { FormField } from '../../domain/form-fields.ts';
import { FORM_FIELDS_INVALID_MESSAGE } from '../../domain/messages.ts';

const field = (id: string, type: string) => ({ id, type, title: id, required: false }) as unknown as FormField;
const FIELDS = [field('name', 'name'), field('email', 'email'), field('source', 'hidden'), field('intro', 'section')];

describe('a site form’s server errors', () => {
  it('an error for a field the form shows stays by that field', () => {
    expect(placeErrors(FIELDS, { email: 'Email is not valid.' }, null, false)).toEqual({
      errors: { email: 'Email is not valid.' },
      message: null,
    });
  });

  it("an error for a field the form does not show (or a hidden one) becomes 'One or more fields is invalid, please check your entries.', once", () => {
    const placed = placeErrors(FIELDS, { gone: 'Required', source: 'Too long', name: 'Required' }, null, false);
    expect(placed).toEqual({ errors: { name: 'Required' }, message: FORM_FIELDS_INVALID_MESSAGE });
  });

  it("the server's own message is kept above the form", () => {
    expect(placeErrors(FIELDS, { gone: 'Required' }, 'Form submission failed.', false).message).toBe('Form submission failed.');
  });

  it('a captcha error goes by the captcha when the form shows one, else above the form in its own words', () => {
    const error = { [CAPTCHA_ERROR_KEY]: 'Complete CAPTCHA before submitting.' };
    expect(placeErrors(FIELDS, error, null, true)).toEqual({ errors: error, message: null });
    expect(placeErrors(FIELDS, error, null, false)).toEqual({ errors: {}, message: 'Complete CAPTCHA before submitting.' });
  });
});

// @vitest-environment happy-dom
// A site form's key and save calls mapped to what the form shows (spec §7 FormSubmissionKey and SaveFormSubmission,
// §8 "Site forms" and its status mapping). The answers are the shapes the server's shims give (server/rest/forms.ts,
// server/http/crumb.ts); a browser test sees the ones a real server can be brought to give (tests/e2e/form-failures.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSiteForm } from '../../client/src/lib/site-form-request.ts';

type Answer = { status: number; body?: unknown } | 'network failure';
type Call = { path: string; crumb: string | null; body: Record<string, unknown> | null };

/** Answers the calls in turn with `answers` (the last one repeats), recording every call. */
function serverAnswering(...answers: Answer[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      path: input,
      crumb: headers.get('X-CSRF-Token'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === 'network failure') throw new TypeError('Failed to fetch');
    // A crumb failure sets the fresh crumb's cookie too, as the server's answer does.
    const crumb = (answer.body as { crumbFail?: boolean; crumb?: string } | undefined)?.crumb;
    // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads the crumb cookie from document.cookie.
    if (crumb) document.cookie = `crumb=${crumb}`;
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status });
  });
  return calls;
}

const KEY = { status: 200, body: { key: 'k1' } };
const request = { formId: 'form-1', answers: { email: 'ada@example.com' }, captchaKey: null };
const failure = (message: string | null, fieldErrors: Record<string, string> = {}) => ({ ok: false, fieldErrors, message });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads the crumb cookie from document.cookie.
  document.cookie = 'crumb=page-crumb';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a site form is saved with a fresh submission key', () => {
  it('asks for a key, then saves the answers as a JSON string with that key and the crumb', async () => {
    const calls = serverAnswering(KEY, { status: 204 });
    expect(await saveSiteForm(request)).toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(calls.map((c) => c.crumb)).toEqual(['page-crumb', 'page-crumb']);
    expect(calls[1].body).toMatchObject({ key: 'k1', formId: 'form-1', form: JSON.stringify(request.answers) });
  });

  it('a key the server does not give: "Could not get a form submission key, please try again later." and nothing is saved', async () => {
    for (const answer of [
      { status: 500, body: { error: 'Something went wrong. Please try again.' } },
      { status: 200, body: {} },
    ]) {
      const calls = serverAnswering(answer);
      expect(await saveSiteForm(request)).toEqual(failure('Could not get a form submission key, please try again later.'));
      expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey']);
    }
  });

  it('a key refused for the rate limit (429) says the submission rate limit is exceeded', async () => {
    serverAnswering({ status: 429, body: { error: 'Too many requests. Try again in 60 seconds.' } });
    expect(await saveSiteForm(request)).toEqual(failure('Unable to submit form. Submission rate limit exceeded. Please try again later.'));
  });
});

describe('status mapping of the save (spec §8)', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('HTTP %i: %s', async (status, message) => {
    serverAnswering(KEY, { status, body: { error: 'the server’s own words' } });
    expect(await saveSiteForm(request)).toEqual(failure(message));
  });

  it('HTTP 400 with data.errors keyed by field id: each field’s message, and no message for the whole form', async () => {
    serverAnswering(KEY, {
      status: 400,
      body: { errors: { email: 'Email is not valid.', captcha: 'Complete CAPTCHA before submitting' } },
    });
    expect(await saveSiteForm(request)).toEqual(
      failure(null, { email: 'Email is not valid.', captcha: 'Complete CAPTCHA before submitting' }),
    );
  });

  it('otherwise data.error: "Could not parse the form fields, please check your entries." as the server says it', async () => {
    serverAnswering(KEY, { status: 400, body: { errors: {}, error: 'Could not parse the form fields, please check your entries.' } });
    expect(await saveSiteForm(request)).toEqual(failure('Could not parse the form fields, please check your entries.'));
  });

  it('a failure without a message (an unmapped status, an unreadable body): "Unknown error, please try again later."', async () => {
    serverAnswering(KEY, { status: 503, body: '<html>Service Unavailable</html>' });
    expect(await saveSiteForm(request)).toEqual(failure('Unknown error, please try again later.'));
  });
});

describe('failures before any answer', () => {
  it('a network failure (fetch rejects): "Unknown error, please try again later."', async () => {
    serverAnswering('network failure');
    expect(await saveSiteForm(request)).toEqual(failure('Unknown error, please try again later.'));
    serverAnswering(KEY, 'network failure');
    expect(await saveSiteForm(request)).toEqual(failure('Unknown error, please try again later.'));
  });

  it('a crumb failure is retried once with the fresh crumb the server hands back, then the form is saved', async () => {
    const crumbFail = { status: 200, body: { crumbFail: true, crumb: 'fresh-crumb', error: 'Your session has expired.' } };
    const calls = serverAnswering(crumbFail, KEY, { status: 204 });
    expect(await saveSiteForm(request)).toEqual({ ok: true });
    expect(calls.map((c) => [c.path, c.crumb])).toEqual([
      ['/api/form/FormSubmissionKey', 'page-crumb'],
      ['/api/form/FormSubmissionKey', 'fresh-crumb'],
      ['/api/form/SaveFormSubmission', 'fresh-crumb'],
    ]);
  });

  it('a crumb that fails again: "Error processing form submission. Please reload and try again." and nothing is saved', async () => {
    const calls = serverAnswering({ status: 200, body: { crumbFail: true, crumb: 'fresh-crumb' } });
    expect(await saveSiteForm(request)).toEqual(failure('Error processing form submission. Please reload and try again.'));
    expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey', '/api/form/FormSubmissionKey']);
  });
});

// The GraphQL-over-HTTP protocol on /graphql, audited by the spec's own suite (graphql-http's serverAudits), and the
// answers it asks for that clients meet first: a POST that is not JSON (415), a body that is not JSON (400, never a
// crumb failure: it cannot be a mutation), and a document that does not parse or validate (200 for application/json,
// 400 for application/graphql-response+json).
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_CONTENT_TYPE_MESSAGE } from '../../domain/messages.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GraphQL over HTTP', () => {
  it("passes the spec's server audit with no warning and no error", async () => {
    const audits = serverAudits({
      url: 'http://localhost/graphql',
      // In process, as the other API tests call the app: the audit's requests go to the app without a socket.
      fetchFn: (input: string, init?: RequestInit) => {
        const url = new URL(input);
        return t.request(url.pathname + url.search, init ?? {});
      },
    });
    const results = await Promise.all(audits.map((audit) => audit.fn()));
    const problems = results.filter((r) => r.status === 'warn' || r.status === 'error').map((r) => `${r.status}: ${r.name}`);
    expect(problems).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThanOrEqual(53);
  });

  it('a POST that is not JSON answers 415 naming the content type to send', async () => {
    for (const type of [undefined, 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/graphql']) {
      const res = await t.request('/graphql', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: type === 'application/graphql' ? '{ __typename }' : JSON.stringify({ query: '{ __typename }' }),
      });
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({
        errors: [{ message: GRAPHQL_CONTENT_TYPE_MESSAGE, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
      });
    }
    // A JSON type with parameters, in any case, is JSON.
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
  });

  it('a body that is not JSON, or has no query, answers 400 BAD_REQUEST, never a crumb failure, even with cookies', async () => {
    const shopper = browser(t);
    await shopper.get('/shop');
    for (const body of ['{"qu', '', '{}', '{"query": {}}', '[1]', 'null']) {
      const res = await shopper.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status, body).toBe(400);
      const answer = await res.json();
      expect(answer.crumbFail, body).toBeUndefined();
      expect(answer.errors[0].extensions.code, body).toBe('BAD_REQUEST');
    }
    // A mutation that parses still needs the crumb.
    expect((await shopper.gql('mutation { __typename }', {}, false)).crumbFail).toBe(true);
  });

  it('a document that does not parse or validate answers 200 with errors to application/json, 400 to application/graphql-response+json', async () => {
    for (const query of ['{ website { id ', '{ 8f31403dfe404bccbb0e835f2629c6a7 }', '{ nope }'])
      for (const [accept, status] of [
        ['application/json', 200],
        [undefined, 200],
        ['application/graphql-response+json', 400],
      ] as const) {
        const res = await t.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
          body: JSON.stringify({ query }),
        });
        expect(res.status, `${query} (${accept})`).toBe(status);
        const answer = await res.json();
        expect(answer.data).toBeUndefined();
        expect(answer.errors[0].extensions.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
      }
  });
});

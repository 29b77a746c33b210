// Security middlewares: secure headers and CSP, CORS for headless origins, request body size limits.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityMiddleware } from '../../server/http/security.ts';
import { startTestApp, type TestApp } from './harness.ts';

const LISTED = 'https://headless.example';
let t: TestApp;
beforeAll(async () => {
  // A built console's page, as `npm run build` writes it (client/config/index.html).
  const clientDist = mkdtempSync(join(tmpdir(), 'shopwright-console-page-'));
  mkdirSync(join(clientDist, 'config'));
  writeFileSync(
    join(clientDist, 'config', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Owner console</title></head><body></body></html>',
  );
  t = await startTestApp({ env: { CORS_ORIGINS: `${LISTED}, https://second.example/`, CLIENT_DIST: clientDist } });
});
afterAll(() => t.close());

const graphqlPost = (headers: Record<string, string> = {}, body = JSON.stringify({ query: '{ website { id } }' })) =>
  t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const preflight = (origin: string) =>
  t.request('/graphql', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
  });

describe('secure headers', () => {
  it('sends a same-origin Content-Security-Policy and the secure headers on storefront pages', async () => {
    const res = await t.request('/shop');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; " +
        "connect-src 'self'; frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://w.soundcloud.com https://open.spotify.com https://embed.music.apple.com https://bandcamp.com https://www.google.com https://maps.google.com; media-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP deployment
  });

  it('sends the secure headers on /graphql answers', async () => {
    const res = await graphqlPost();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('lets GraphiQL on GET /graphql run its inline page and its blob workers, and load nothing from elsewhere', async () => {
    const res = await t.request('/graphql', { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('<title>Shopwright GraphiQL</title>');
    // Its code is in the page: no script or style sheet comes from another origin.
    expect(html).not.toMatch(/<script[^>]+src=["']https?:|<link[^>]+href=["']https?:/);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain('unpkg');
    expect(csp).toContain("worker-src 'self' blob:");
    // Storefront pages run no inline script and load no inline style sheet (style attributes only: server rendering).
    const page = (await t.request('/shop')).headers.get('content-security-policy');
    expect(page).toContain("script-src 'self';");
    expect(page).toContain("style-src 'self';");
  });

  it('lets the owner console, and only it, frame the website’s own pages (its live preview)', async () => {
    for (const path of ['/config', '/config/pages/abc']) {
      const csp = (await t.request(path)).headers.get('content-security-policy');
      expect(csp).toContain("frame-src 'self' https://www.youtube.com");
      expect(csp).toContain("frame-ancestors 'self'");
    }
    expect((await t.request('/shop')).headers.get('content-security-policy')).toContain('frame-src https://www.youtube.com');
    expect((await t.request('/configuration')).headers.get('content-security-policy')).not.toContain("frame-src 'self'");
  });

  it('gives the owner console’s page a style nonce of its own for React Aria, new on every request', async () => {
    const nonces = [];
    for (const path of ['/config', '/config/products']) {
      const res = await t.request(path);
      const nonce = /style-src 'self' 'nonce-([^']+)';/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect((await t.request('/shop')).headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('lets product images be shown by storefronts on other origins', async () => {
    const res = await t.request('/images/tee.svg');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends Strict-Transport-Security on HTTPS deployments', async () => {
    const app = new Hono();
    app.use('*', ...securityMiddleware({ corsOrigins: [], maxBodyBytes: 1024, hsts: true }));
    app.get('/', (c) => c.text('ok'));
    expect((await app.request('/')).headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('CORS', () => {
  it('allows a preflight from a listed origin, with credentials and the headers clients send', async () => {
    const res = await preflight(LISTED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type,Authorization,X-CSRF-Token,X-Shopwright-Website');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('exposes X-Request-Id and Retry-After to a listed origin', async () => {
    const res = await graphqlPost({ origin: 'https://second.example' });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://second.example');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
  });

  it('refuses a preflight from an origin that is not listed', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no CORS headers to an origin that is not listed', async () => {
    const res = await graphqlPost({ origin: 'https://evil.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows any origin without credentials when CORS_ORIGINS is *', async () => {
    const app = new Hono();
    app.use('*', ...securityMiddleware({ corsOrigins: ['*'], maxBodyBytes: 1024, hsts: false }));
    app.post('/graphql', (c) => c.json({}));
    const res = await app.request('/graphql', { method: 'POST', headers: { origin: 'https://anyone.example' }, body: '{}' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('body size limits', () => {
  const oversized = JSON.stringify({ query: `{ website { id } } # ${'x'.repeat(100 * 1024)}` });

  it('answers 413 to a /graphql body over 100 KB', async () => {
    const res = await graphqlPost({}, oversized);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large.' });
  });

  it('answers 413 to an /api body over 100 KB sent without Content-Length', async () => {
    const chunks = [new TextEncoder().encode(oversized)];
    const body = new ReadableStream({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()) : controller.close()) });
    const res = await t.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as Parameters<TestApp['request']>[1]); // duplex: Node's fetch needs it for a streamed body
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large.' });
  });

  it('accepts a body under the limit', async () => {
    expect((await graphqlPost()).status).toBe(200);
  });
});

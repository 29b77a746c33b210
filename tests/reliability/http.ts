// Raw HTTP for the reliability suites: node:http with any Host, any headers and any bytes as the body (fetch forbids
// some of them), and the answer's status, headers and text. A request that got no answer resolves with status 0 and
// the network error's code, so a run can count them instead of stopping at the first.
import http from 'node:http';

export type Sent = {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sends the body in ten pieces over this many milliseconds (a slow client: the request stays in flight). */
  trickleMs?: number;
};

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; error?: string };

/** One request on a new connection (no keep-alive: a request never waits behind another). */
export function send(port: number, req: Sent, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const headers: Record<string, string | number> = { host: req.host ?? 'localhost', connection: 'close', ...req.headers };
    if (body && !('content-length' in headers) && !('transfer-encoding' in headers)) headers['content-length'] = body.length;
    const r = http.request({ host: '127.0.0.1', port, method: req.method ?? 'GET', path: req.path, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, text: '', error: err.code ?? err.message }));
    });
    r.on('timeout', () => r.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    r.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, text: '', error: err.code ?? err.message }));
    if (body && req.trickleMs) void trickle(r, body, req.trickleMs);
    else if (body) r.end(body);
    else r.end();
  });
}

async function trickle(r: http.ClientRequest, body: Buffer, ms: number): Promise<void> {
  const size = Math.ceil(body.length / 10);
  for (let at = 0; at < body.length; at += size) {
    r.write(body.subarray(at, at + size));
    await new Promise((done) => setTimeout(done, ms / 10));
  }
  r.end();
}

/** A shopper's cookies: kept from each answer and sent back, with the crumb cookie's value for the CSRF header. */
export class CookieJar {
  private readonly jar = new Map<string, string>();
  keep(answer: Answer): Answer {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      if (/max-age=0/i.test(line)) this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }
  get header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get crumb(): string {
    return this.jar.get('crumb') ?? '';
  }
}

/** Counts of statuses, e.g. { "200": 812, "400": 1034 }, and the answers at or above 500 (or with none). */
export class StatusTally {
  readonly counts = new Map<number, number>();
  readonly failures: { what: string; status: number; text: string }[] = [];
  add(what: string, answer: Answer): void {
    this.counts.set(answer.status, (this.counts.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500 || answer.status === 0)
      this.failures.push({ what, status: answer.status, text: (answer.error ?? answer.text).slice(0, 300) });
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString(): string {
    return JSON.stringify(Object.fromEntries([...this.counts].sort((a, b) => a[0] - b[0])));
  }
}

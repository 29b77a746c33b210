// A real SMTP server on loopback for API tests (smtp-server, no auth, no TLS) that keeps every message it accepts,
// and a small RFC 822 reader: unfolded headers, encoded words, multipart bodies, quoted-printable and base64.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { rcptTo: string[]; raw: string; headers: Map<string, string>; text: string; html: string };

export type SmtpTestServer = { port: number; url: string; received: ReceivedMail[]; close: () => Promise<void> };

/** Listens on 127.0.0.1 (a random port unless given), appending to `received` (a restart passes the old list). */
export async function startSmtpServer(opts: { port?: number; received?: ReceivedMail[] } = {}): Promise<SmtpTestServer> {
  const received = opts.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        received.push({ rcptTo, ...parseEmail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Part = { headers: Map<string, string>; text: string; html: string };

export function parseEmail(raw: string): Omit<ReceivedMail, 'rcptTo'> {
  return { raw, ...parsePart(raw) };
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => parsePart(p.replace(/^\r?\n/, '')));
    return { headers, text: parts.map((p) => p.text).join(''), html: parts.map((p) => p.html).join('') };
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  return { headers, text: /^text\/plain/i.test(type) ? decoded : '', html: /^text\/html/i.test(type) ? decoded : '' };
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return quotedPrintable(body.replace(/=\r?\n/g, ''));
  return body;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), joined when adjacent. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

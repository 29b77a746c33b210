// The email seam: one `send` per message. SMTP (nodemailer) when SMTP_URL is set, else .eml files under OUTBOX_DIR so
// the embedded store works with no mail server; MemoryEmailSender is the fake for tests (can fail on request).
import { rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Transporter } from 'nodemailer';
import { ensureDir } from '../../ensure-dir.ts';

export type EmailMessage = {
  to: string;
  /** An address or `"Name" <address>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row (`<outbox-…@host>`), so a receiver can drop a repeat. */
  messageId: string;
};

export interface EmailSender {
  /** Resolves once the message is accepted (by the SMTP server, or on disk); rejects when it was not. */
  send(message: EmailMessage): Promise<void>;
}

/** nodemailer is loaded with the first message (a node that sends none never loads it). */
type Nodemailer = typeof import('nodemailer');
function lazyTransport(create: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => {
    transport ??= import('nodemailer').then((m) => create(m.default));
    return transport;
  };
}

/** Delivers over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: () => Promise<Transporter>;
  private opened = false;

  constructor(url: string) {
    // Timeouts keep every send far below the outbox lease (5 minutes), so a slow server never causes a reclaim.
    this.transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }),
    );
  }

  async send(message: EmailMessage): Promise<void> {
    this.opened = true;
    await (await this.transport()).sendMail(message);
  }

  close(): void {
    if (this.opened) void this.transport().then((t) => t.close());
  }
}

/** Writes each message as a complete RFC 822 `.eml` file, named after its Message-ID (a repeat overwrites it). */
export class FileEmailSender implements EmailSender {
  private readonly transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async send(message: EmailMessage): Promise<void> {
    const info = await (await this.transport()).sendMail(message);
    ensureDir(this.dir);
    const file = join(this.dir, `${message.messageId.replace(/[^A-Za-z0-9@._-]/g, '')}.eml`);
    // Write then rename, so a reader never sees half a message.
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
  }
}

/** The fake: keeps messages in memory; `failWith` makes the next sends reject until cleared. */
export class MemoryEmailSender implements EmailSender {
  readonly sent: EmailMessage[] = [];
  failWith: Error | null = null;

  async send(message: EmailMessage): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
}

export type EmailSettings = { smtpUrl: string | null; outboxDir: string };

/** SMTP when SMTP_URL is set, else .eml files under OUTBOX_DIR (default ./data/outbox). */
export function emailSender(settings: EmailSettings): SmtpEmailSender | FileEmailSender {
  return settings.smtpUrl ? new SmtpEmailSender(settings.smtpUrl) : new FileEmailSender(settings.outboxDir);
}

/** Where mail goes, for the start-up log; the SMTP password is masked. */
export function describeEmailSender(settings: EmailSettings): string {
  if (!settings.smtpUrl) return `writing .eml files to ${resolve(settings.outboxDir)}`;
  const url = new URL(settings.smtpUrl);
  if (url.password) url.password = '***';
  return `SMTP ${url.toString()}`;
}

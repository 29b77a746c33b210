// A stand-in for the Stripe API endpoints the adapter uses, on loopback (Stripe cannot be reached here): customers,
// PaymentIntents (create and confirm with manual capture, capture, cancel) and refunds, in Stripe's documented
// request (form-encoded) and response shapes, with its idempotency rule (a repeated Idempotency-Key replays the first
// answer) and its card errors for Stripe's test payment methods. Every request is recorded for the tests to read.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; path: string; idempotencyKey: string | undefined; params: Record<string, string> };
type Answer = { status: number; body: object };
type Intent = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  customer: string;
  paymentMethod: string;
  received: number;
  refunded: number;
};

/** Stripe's test payment methods and what confirming them does. */
const CARD_ERRORS: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
};

const cardError = (e: (typeof CARD_ERRORS)[string]): Answer => ({ status: 402, body: { error: { type: 'card_error', ...e } } });
const invalid = (message: string): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

export class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly intents = new Map<string, Intent>();
  /** The next captures answer a server error (Stripe keeps no idempotent answer for those; the SDK retries them). */
  failCaptures = 0;
  private readonly replies = new Map<string, Answer>();
  private ids = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.ids}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private id(prefix: string) {
    return `${prefix}_${(++this.ids).toString().padStart(6, '0')}`;
  }

  private async handle(req: IncomingMessage): Promise<Answer> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const params = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const path = new URL(req.url ?? '/', 'http://stripe').pathname;
    this.requests.push({ method: req.method ?? '', path, idempotencyKey, params });
    const replayKey = idempotencyKey ? `${path}\n${idempotencyKey}` : null;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) return replay;
    const answer = this.route(req.method ?? '', path, params);
    if (replayKey && answer.status < 500) this.replies.set(replayKey, answer);
    return answer;
  }

  private route(method: string, path: string, p: Record<string, string>): Answer {
    if (method !== 'POST') return invalid(`Unrecognized request URL (${method}: ${path}).`);
    if (path === '/v1/customers') return { status: 200, body: { id: this.id('cus'), object: 'customer', email: p.email ?? null } };
    if (path === '/v1/payment_intents') return this.createIntent(p);
    const intentAction = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (intentAction) return this.changeIntent(intentAction[1], intentAction[2] as 'capture' | 'cancel', p);
    if (path === '/v1/refunds') return this.refund(p);
    return invalid(`Unrecognized request URL (POST: ${path}).`);
  }

  private intentJson(i: Intent) {
    return {
      id: i.id,
      object: 'payment_intent',
      amount: i.amount,
      amount_received: i.received,
      currency: i.currency,
      status: i.status,
      customer: i.customer,
      payment_method: i.paymentMethod,
      capture_method: 'manual',
    };
  }

  private createIntent(p: Record<string, string>): Answer {
    if (p.capture_method !== 'manual' || p.confirm !== 'true') return invalid('This stand-in only knows manual capture with confirm=true.');
    const error = CARD_ERRORS[p.payment_method];
    if (error) return cardError(error);
    const intent: Intent = {
      id: this.id('pi'),
      amount: Number(p.amount),
      currency: p.currency,
      status: p.payment_method === 'pm_card_authenticationRequired' ? 'requires_action' : 'requires_capture',
      customer: p.customer,
      paymentMethod: p.payment_method,
      received: 0,
      refunded: 0,
    };
    this.intents.set(intent.id, intent);
    return { status: 200, body: this.intentJson(intent) };
  }

  private changeIntent(id: string, action: 'capture' | 'cancel', p: Record<string, string>): Answer {
    const intent = this.intents.get(id);
    if (!intent) return invalid(`No such payment_intent: '${id}'`);
    if (intent.status !== 'requires_capture')
      return invalid(`This PaymentIntent could not be ${action}d because it has a status of ${intent.status}.`);
    if (action === 'capture' && this.failCaptures > 0) {
      this.failCaptures--;
      return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred.' } } };
    }
    if (action === 'cancel') intent.status = 'canceled';
    else {
      const amount = Number(p.amount_to_capture ?? intent.amount);
      if (amount > intent.amount) return invalid('The amount to capture is more than the amount capturable.');
      intent.status = 'succeeded';
      intent.received = amount;
    }
    return { status: 200, body: this.intentJson(intent) };
  }

  private refund(p: Record<string, string>): Answer {
    const intent = this.intents.get(p.payment_intent);
    if (intent?.status !== 'succeeded') return invalid('This PaymentIntent has no successful charge to refund.');
    const amount = Number(p.amount ?? intent.received - intent.refunded);
    if (intent.refunded + amount > intent.received) return invalid('Refund amount is greater than unrefunded amount on charge.');
    intent.refunded += amount;
    return { status: 200, body: { id: this.id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' } };
  }

  /** The requests made to one path. */
  to(path: string | RegExp): Recorded[] {
    return this.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }
}

// Failures injected at the edges we cannot reach for real: a payment provider that declines or dies on a chosen call
// (wrapping the working test provider), and a database whose next transactions fail after doing their writes.
import type { Db } from '../../server/db/client.ts';
import type { PaymentProvider } from '../../server/services/payments/payment-provider.ts';
import { TestCardProvider } from '../../server/services/payments/test-card-provider.ts';

type Operation = 'authorize' | 'authorizeSaved' | 'capture' | 'void' | 'refund';
type Fault = 'decline' | 'crash';

/** The test card provider, with faults on demand and a log of every call that reached it. */
export class FaultyPayments implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  readonly inner = new TestCardProvider();
  readonly calls: { op: Operation; amountCents?: number; idempotencyKey: string; ok: boolean }[] = [];
  private readonly faults: { op: Operation; fault: Fault }[] = [];
  /** Runs before each authorization is answered (e.g. another shopper spending a gift card meanwhile). */
  beforeAuthorize: (() => Promise<void>) | null = null;

  /** The next call of `op` declines, or throws as if the node died while waiting for the provider. */
  failNext(op: Operation, fault: Fault): void {
    this.faults.push({ op, fault });
  }

  private async run<T extends { ok: boolean } | undefined>(
    op: Operation,
    request: { amountCents?: number; idempotencyKey: string },
    work: () => Promise<T>,
  ) {
    const at = this.faults.findIndex((f) => f.op === op);
    const fault = at >= 0 ? this.faults.splice(at, 1)[0].fault : null;
    if (fault === 'crash') throw new Error(`the provider connection was lost during ${op} (injected)`);
    const answer =
      fault === 'decline' ? ({ ok: false, code: 'PAYMENT_FAILED', message: `The ${op} failed (injected).` } as unknown as T) : await work();
    this.calls.push({ op, amountCents: request.amountCents, idempotencyKey: request.idempotencyKey, ok: answer?.ok ?? true });
    return answer;
  }

  authorize: PaymentProvider['authorize'] = async (r) => {
    await this.beforeAuthorize?.();
    return this.run('authorize', r, () => this.inner.authorize(r));
  };
  authorizeSaved: PaymentProvider['authorizeSaved'] = (r) => this.run('authorizeSaved', r, () => this.inner.authorizeSaved(r));
  capture: PaymentProvider['capture'] = (r) => this.run('capture', r, () => this.inner.capture(r));
  void: PaymentProvider['void'] = async (r) => {
    await this.run('void', r, async () => {
      await this.inner.void(r);
      return undefined;
    });
  };
  refund: PaymentProvider['refund'] = (r) => this.run('refund', r, () => this.inner.refund(r));

  /** Money the provider actually moved: captured and refunded totals, by successful calls with distinct keys. */
  moved(op: 'capture' | 'refund'): number {
    const keys = new Map(this.calls.filter((c) => c.op === op && c.ok).map((c) => [c.idempotencyKey, c.amountCents ?? 0]));
    return [...keys.values()].reduce((a, b) => a + b, 0);
  }
}

/** The database, except that its next `times` interactive transactions do all their writes and then fail (rolled back). */
export function failingTransactions(db: Db, times = 1): Db {
  let left = times;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== '$transaction' || left === 0) return Reflect.get(target, prop, receiver);
      return (work: (tx: unknown) => Promise<unknown>, options?: object) => {
        left--;
        return target.$transaction(async (tx) => {
          await work(tx);
          throw new Error('the transaction failed after its writes (injected)');
        }, options);
      };
    },
  });
}

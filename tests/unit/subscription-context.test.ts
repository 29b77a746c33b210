// Spec §2: a product details element carries the current subscription context as JSON; §8: failure reading it is
// reported to the error-reporting service and returns nothing (domain/subscription-context.ts).
import { describe, expect, it } from 'vitest';
import { readSubscriptionContext, subscriptionContextJson } from '../../domain/subscription-context.ts';

describe('a product details element carries the current subscription context as JSON', () => {
  const context = { productId: 'p1', isSubscribable: true, subscriptionOptionId: 'o2', planId: 'plan2' };
  const reports = () => {
    const errors: Error[] = [];
    return { errors, report: (error: Error) => errors.push(error) };
  };

  it('reads back as written', () => {
    const { errors, report } = reports();
    expect(readSubscriptionContext(subscriptionContextJson(context), report)).toEqual(context);
    expect(errors).toEqual([]);
  });

  it('failure reading the subscription context is reported to error reporting and returns nothing', () => {
    for (const bad of ['{"productId":', '[]', '5', '{"productId":"p1","isSubscribable":"yes","subscriptionOptionId":null,"planId":null}']) {
      const { errors, report } = reports();
      expect(readSubscriptionContext(bad, report), bad).toBeNull();
      expect(errors, bad).toHaveLength(1);
    }
  });

  it('a page without product details has no context, and nothing is reported', () => {
    const { errors, report } = reports();
    expect(readSubscriptionContext(null, report)).toBeNull();
    expect(errors).toEqual([]);
  });
});

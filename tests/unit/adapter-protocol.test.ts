// The adapter protocol the Kysely driver relies on (server/db/adapter-protocol.ts): a changed adapter stops the server
// at its first connection with the reason.
import { describe, expect, it } from 'vitest';
import { AdapterProtocolError, checkAdapter, checkTransaction } from '../../server/db/adapter-protocol.ts';

const fn = () => undefined;
const adapter = { provider: 'sqlite', queryRaw: fn, executeRaw: fn, startTransaction: fn, dispose: fn };
const transaction = { queryRaw: fn, executeRaw: fn, commit: fn, rollback: fn, options: { usePhantomQuery: false } };

describe('the driver adapter protocol', () => {
  it('an adapter with the statements and transactions the driver uses passes', () => {
    expect(() => checkAdapter(adapter)).not.toThrow();
    expect(() => checkAdapter({ ...adapter, provider: 'postgres' })).not.toThrow();
    expect(() => checkTransaction(transaction)).not.toThrow();
  });

  it('an adapter without startTransaction, or of an unknown provider, is refused with the reason', () => {
    expect(() => checkAdapter({ ...adapter, startTransaction: undefined })).toThrow(AdapterProtocolError);
    expect(() => checkAdapter({ ...adapter, startTransaction: undefined })).toThrow(/the adapter\.startTransaction\(\)/);
    expect(() => checkAdapter({ ...adapter, provider: 'mysql' })).toThrow(/a known provider \(it says mysql\)/);
  });

  it('a transaction without commit, or whose options do not say who sends the COMMIT, is refused', () => {
    expect(() => checkTransaction({ ...transaction, commit: undefined })).toThrow(/a transaction\.commit\(\)/);
    expect(() => checkTransaction({ ...transaction, options: {} })).toThrow(/options\.usePhantomQuery/);
  });
});

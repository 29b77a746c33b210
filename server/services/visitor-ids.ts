// Visitor ids are minted by the server, never taken on a client's say-so: an id is 16 random characters and the
// first 16 of their HMAC under the store's visitor-id key (a ServerKey row made once, shared by every node), so the
// server can tell its own ids from made-up ones without storing them. Browsers carry theirs in the ss_cvr cookie;
// headless clients get one from recordHit and send it back. Minting counts against the caller's address
// (RateLimits' 'visitors' bucket), so that one client cannot make up visitors by the thousand.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';

const KEY_NAME = 'visitor-id';
const RANDOM_LENGTH = 16;

export type VisitorIds = {
  /** A new id (not counted against any limit: callers check the 'visitors' bucket first). */
  mint(): string;
  /** Whether `id` is one this store minted. */
  isMinted(id: string | null | undefined): id is string;
};

const mac = (key: Buffer, random: string) => createHmac('sha256', key).update(random).digest().subarray(0, 12).toString('base64url');

/** Ids under `key` (the ServerKey's value). */
export function visitorIds(key: Buffer): VisitorIds {
  return {
    mint() {
      const random = randomBytes(12).toString('base64url');
      return random + mac(key, random);
    },
    isMinted(id): id is string {
      if (typeof id !== 'string' || id.length !== 2 * RANDOM_LENGTH) return false;
      const expected = Buffer.from(mac(key, id.slice(0, RANDOM_LENGTH)));
      const given = Buffer.from(id.slice(RANDOM_LENGTH));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const loaded = new WeakMap<Db, Promise<VisitorIds>>();

/** The store's visitor ids: its key read once per process, made by whichever node asks first. */
export function storeVisitorIds(db: Db): Promise<VisitorIds> {
  let ids = loaded.get(db);
  if (!ids) {
    ids = readOrMakeKey(db).then((value) => visitorIds(Buffer.from(value, 'base64url')));
    ids.catch(() => loaded.delete(db));
    loaded.set(db, ids);
  }
  return ids;
}

async function readOrMakeKey(db: Db): Promise<string> {
  const found = await db.serverKey.findUnique({ where: { name: KEY_NAME } });
  if (found) return found.value;
  try {
    return (await db.serverKey.create({ data: { name: KEY_NAME, value: randomBytes(32).toString('base64url') } })).value;
  } catch {
    // Another node made it at the same moment.
    return (await db.serverKey.findUniqueOrThrow({ where: { name: KEY_NAME } })).value;
  }
}

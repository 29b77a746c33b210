// A mutation's answer, one shape for all of them: what it made or changed, under one field (null when it was refused),
// and its userErrors (UserErrorRef) — and the one mapping from a service's Result onto it.
import type { OutputRef } from '@pothos/core';
import type { Result, UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';

/** The answer's shape: `key` holds the result, or null with the userErrors that refused it. */
export type Payload<K extends string, T> = { [P in K]: T | null } & { userErrors: UserError[] };

/** The payload type `name`: its `key` field of `type` (an object type, or the names 'String' and 'ID'; nullable),
 * then `userErrors`. */
export function payloadRef<K extends string, T>(
  name: string,
  key: K,
  type: OutputRef<T> | (T extends string ? 'String' | 'ID' : never),
  descriptions: { type?: string; field?: string } = {},
) {
  return builder.objectRef<Payload<K, T>>(name).implement({
    description: descriptions.type,
    // The key is the caller's, so Pothos cannot type this field's resolver from the shape: it reads the key.
    fields: (t) => ({
      [key]: t.field({
        type: type as OutputRef<unknown>,
        nullable: true,
        description: descriptions.field,
        resolve: (p) => (p as Record<string, unknown>)[key],
      }),
      userErrors: t.field({ type: [UserErrorRef], resolve: (p) => p.userErrors }),
    }),
  });
}

/** A service's Result as the payload of its `key`. */
export function payloadOf<K extends string, R extends { ok: true } & Record<K, unknown>>(
  key: K,
  r: R | Extract<Result<never>, { ok: false }>,
): Payload<K, R[K]> {
  return (r.ok ? { [key]: (r as R)[key], userErrors: [] } : { [key]: null, userErrors: r.userErrors }) as Payload<K, R[K]>;
}

// The REST side of the one permission check (domain/permissions.ts): 401 without an owner, 403 without the capability.
import type { Context } from 'hono';
import { NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { type Capability, roleCan } from '../../domain/permissions.ts';
import type { AppEnv } from './app-env.ts';

/** A refusal to send, or null when the caller is an owner holding the capability. */
export function refusal(c: Context<AppEnv>, capability: Capability): Response | null {
  const { owner } = c.get('ctx');
  if (!owner) return c.json({ error: NOT_AUTHENTICATED_MESSAGE }, 401);
  if (!roleCan(owner.roleCode, capability)) return c.json({ error: NOT_AUTHORIZED_MESSAGE }, 403);
  return null;
}

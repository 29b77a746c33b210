// Hono's typed variables for this app.
import type { RequestContext } from '../services/context.ts';

export type AppEnv = { Variables: { ctx: RequestContext } };

// Configuration from the environment, read once at start-up. See docs/configuration.md.
import { resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  clientDist: string;
  production: boolean;
  /** Cookies carry Secure and SameSite=None only on HTTPS deployments. */
  secureCookies: boolean;
  graphiql: boolean;
  seedDemo: boolean;
  /** Behind a proxy, the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL,
    clientDist: resolve(env.CLIENT_DIST ?? 'client/dist'),
    production,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : (env.PUBLIC_URL ?? '').startsWith('https:'),
    graphiql: env.GRAPHIQL ? env.GRAPHIQL === 'true' : true,
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}

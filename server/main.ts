// Starts Shopwright: reads the configuration and binds the port first (only these are loaded up front, so a bad
// value or a port in use fails at once and /healthz answers within moments), then loads the rest and starts
// (server/start.ts). A bad configuration or start-up environment stops it with one line and exit code 1; SIGTERM
// and SIGINT drain it.
import { ConfigError, readConfig } from './config.ts';
import { type Fetch, listen, notReady, StartupError } from './http/listener.ts';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

let handler: Fetch = notReady;
const server = await listen(config, () => handler).catch((err) => fail(err instanceof StartupError ? err.message : String(err)));
const { createLogger } = await import('./logging.ts');
const log = await createLogger(config);
try {
  const { start } = await import('./start.ts');
  const running = await start(config, log, server, (fetch) => {
    handler = fetch;
  });
  const stop = (signal: string) =>
    running.stop(signal).then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (err) {
  if (err instanceof StartupError) fail(err.message);
  log.fatal({ err }, 'start-up failed');
  log.flush();
  process.exit(1);
}

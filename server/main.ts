// Starts Shopwright: reads the configuration, then binds the port, opens (and migrates) the database, seeds the demo
// store into an empty database when asked, starts the workers and serves HTTP (server/start.ts). A bad
// configuration or start-up environment stops it with one line and exit code 1; SIGTERM and SIGINT drain it.
import { ConfigError, readConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { StartupError, start } from './start.ts';

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

const log = await createLogger(config);
try {
  const running = await start(config, log);
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

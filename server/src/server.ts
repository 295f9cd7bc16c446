import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';

const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main() {
  // What this process creates (the embedded database, uploads, the signing secret) is for its
  // own user only, whatever umask it was started with.
  process.umask(0o077);
  const config = loadConfig();
  const app = await buildApp(config);

  // Graceful shutdown: stop accepting, finish requests in flight (a streamed list to its end, an
  // upload still arriving), close idle and finished keep-alive connections (graceful-close
  // plugin), then the database, Redis and the metrics server (onClose hooks).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Orchestrators kill a process 30 s after SIGTERM by default: give up a little before, saying so.
    const force = setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\n  Job board is running: http://${shown}:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { loadConfig } from './config';
import { openDatabase } from './db';
import { buildApp } from './app';

/** Process entry: open the database, serve, and shut down cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Enlaza listo en http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (base de datos: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

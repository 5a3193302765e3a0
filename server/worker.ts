import Fastify from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { createAgentRuntime } from './agents/runtime';
import { vaultFromConfig } from './credentials/crypto';
import { bindCredentialRuntime } from './credentials/runtime';
import { createEngine } from './engine';
import { createAlerts } from './alerts/service';

/**
 * `npm run worker`: a queue-mode worker process (docs/scaling.md). It serves no HTTP: it takes
 * executions, schedule slots and polling rounds from BullMQ and records them in PostgreSQL.
 */
async function main() {
  const config = loadConfig();
  if (!config.queue) throw new Error('npm run worker necesita REDIS_URL (modo cola, docs/scaling.md)');
  if (!config.databaseUrl) throw new Error('npm run worker necesita DATABASE_URL: los procesos comparten PostgreSQL (PGlite es de un solo proceso)');
  // Fastify only for its logger: the same pino settings and format as the API process.
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  bindCredentialRuntime(database.db, { vault: vaultFromConfig(config), config, log });
  createAgentRuntime(database.db, config, log);
  const engine = createEngine({ db: database.db, config, log, role: 'worker' });
  // Runs end here in queue mode: their failure alerts are sent from here (docs/alerts.md).
  const alerts = createAlerts({ db: database.db, config, log });
  engine.onRunFinished(alerts.onRunFinished);
  await engine.start();
  log.info({ concurrency: config.queue.workerConcurrency }, 'Enlaza worker listo');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await engine.stop();
      await alerts.stop();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

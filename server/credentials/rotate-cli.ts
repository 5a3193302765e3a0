import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { keyIdOf, loadPreviousKeys, vaultFromConfig } from './crypto';
import { rotateAll, rotationSummary } from './rotate';
import { bindCredentialRuntime } from './runtime';

/**
 * `npm run credentials:rotate`: seals every stored secret with the current ENLAZA_ENCRYPTION_KEY,
 * opening old ones with ENLAZA_ENCRYPTION_KEY_PREVIOUS (docs/credentials.md "Key rotation").
 * With PGlite, stop the server first (one process per data folder); with PostgreSQL it can run
 * next to the servers. Exit code 1 when some value could not be opened with any key.
 */
async function main() {
  const config = loadConfig();
  const vault = vaultFromConfig(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = { warn: (o: object, m?: string) => console.warn(`${m ?? ''} ${JSON.stringify(o)}`) };
  bindCredentialRuntime(database.db, { vault, config, log });
  const previous = loadPreviousKeys(config).map(keyIdOf);
  console.log(`Clave actual: ${vault.keyId}; claves anteriores: ${previous.length ? previous.join(', ') : 'ninguna'}`);
  try {
    const batch = Number(process.env.ENLAZA_ROTATE_BATCH_SIZE) || 200;
    const report = await rotateAll(database.db, vault, { batchSize: batch });
    for (const line of rotationSummary(report)) console.log(line);
    const unreadable = report.credentials.unreadable + report.oauthApps.unreadable;
    if (unreadable) {
      console.log(`${unreadable} valores no se abren con ninguna clave configurada: revisa ENLAZA_ENCRYPTION_KEY_PREVIOUS o pide a sus dueños que los vuelvan a conectar.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

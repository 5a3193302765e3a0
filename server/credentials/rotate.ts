import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { credentials, oauthApps } from '../db/schema';
import { openClientSecret, resealClientSecret } from '../oauth-apps/store';
import { isSealed, type Vault } from './crypto';
import { openPlain, reseal } from './store';
import { reportUnreadable } from './unreadable';

/**
 * Key rotation (`npm run credentials:rotate`): every credential secret and every OAuth app client
 * secret not sealed with the current key (a previous key, the legacy format without key id, or
 * plain JSON from before encryption) is opened and sealed again with the current key, in batches
 * by id. Each rewrite is guarded by the old ciphertext, so a row changed meanwhile (a refresh, a
 * reconnection) is left as the other writer left it. Reads do the same lazily (store.readSecret).
 */

export type RotationCounts = {
  /** Rows looked at. */
  scanned: number;
  /** Sealed again with the current key by this run. */
  rotated: number;
  /** Already sealed with the current key. */
  current: number;
  /** No configured key opens them (reported once each): their owners must reconnect. */
  unreadable: number;
  /** Rewritten by someone else between the read and the write (left alone). */
  changed: number;
};

export type RotationReport = { credentials: RotationCounts; oauthApps: RotationCounts };

const zero = (): RotationCounts => ({ scanned: 0, rotated: 0, current: 0, unreadable: 0, changed: 0 });

type Table<Row> = {
  page: (after: string | null, size: number) => Promise<Row[]>;
  sealed: (row: Row) => string;
  open: (row: Row) => string | null;
  rewrite: (row: Row, plain: string) => Promise<boolean>;
};

async function rotateTable<Row extends { id: string }>(t: Table<Row>, vault: Vault, batchSize: number): Promise<RotationCounts> {
  const counts = zero();
  let after: string | null = null;
  for (;;) {
    const rows = await t.page(after, batchSize);
    if (!rows.length) return counts;
    for (const row of rows) {
      counts.scanned++;
      const value = t.sealed(row);
      if (isSealed(value) && !vault.needsRotation(value)) {
        counts.current++;
        continue;
      }
      const plain = t.open(row);
      if (plain === null) counts.unreadable++;
      else if (await t.rewrite(row, plain)) counts.rotated++;
      else counts.changed++;
    }
    after = rows[rows.length - 1].id;
  }
}

export async function rotateAll(db: Db, vault: Vault, opts: { batchSize?: number } = {}): Promise<RotationReport> {
  const batchSize = opts.batchSize ?? 200;
  const creds = await rotateTable({
    page: (after, size) => db.select().from(credentials).where(after ? gt(credentials.id, after) : undefined).orderBy(asc(credentials.id)).limit(size),
    sealed: (row) => row.secret,
    open: (row) => {
      const plain = openPlain(vault, row);
      if (plain === null) reportUnreadable(db, vault, { kind: 'credential', id: row.id, userId: row.userId, name: row.serviceId }, row.secret);
      return plain;
    },
    rewrite: (row, plain) => reseal(db, vault, row, plain),
  }, vault, batchSize);
  const apps = await rotateTable({
    page: (after, size) => db.select().from(oauthApps).where(after ? gt(oauthApps.id, after) : undefined).orderBy(asc(oauthApps.id)).limit(size),
    sealed: (row) => row.clientSecret,
    open: (row) => openClientSecret(db, vault, row),
    rewrite: (row, plain) => resealClientSecret(db, vault, row, plain),
  }, vault, batchSize);
  return { credentials: creds, oauthApps: apps };
}

/** The command's Spanish summary, one line per table. */
export function rotationSummary(r: RotationReport): string[] {
  const line = (label: string, c: RotationCounts) =>
    `${label}: ${c.scanned} revisadas, ${c.rotated} re-cifradas con la clave actual, ${c.current} ya estaban al día, ${c.unreadable} ilegibles${c.changed ? `, ${c.changed} cambiadas durante la rotación (sin tocar)` : ''}`;
  return [line('Credenciales', r.credentials), line('Aplicaciones OAuth (Client Secret)', r.oauthApps)];
}

/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back. Stop the app first:
 * a SQLite database that a running service holds is refused (its writer lock), and MySQL is loaded as is.
 * A backed-up key encryption secret file goes back into DATA_DIR, since the restored keys need it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireSqliteWriterLock, ConfigError, loadServiceConfig, runMain } from '@steady/service-common';
import { loadMysqlDump, restoreKeyEncryptionSecret, restoreSqlite } from '@steady/service-common/backup';
import { services } from './lib/stack';

runMain(async () => {
  const folderArgument = process.argv[2];
  if (!folderArgument) throw new ConfigError(['usage: npm run restore -- <backup folder>']);
  const folder = path.resolve(folderArgument);
  for (const service of services) {
    const { database } = loadServiceConfig(service);
    if (database.dialect === 'sqlite') {
      const backup = path.join(folder, `${service}.sqlite`);
      if (database.filename === ':memory:' || !existsSync(backup)) continue;
      const release = acquireSqliteWriterLock(service, database.filename);
      try {
        restoreSqlite(backup, database.filename);
      } finally {
        release();
      }
    } else {
      const dump = path.join(folder, `${service}.sql`);
      if (!existsSync(dump)) continue;
      await loadMysqlDump(database.url, dump);
    }
    console.log(`${service}: restored from ${folder}`);
  }
  // Last: a restore refused above (a running service) leaves the secret its databases need in place.
  if (restoreKeyEncryptionSecret(folder, loadServiceConfig('auth').dataDirectory)) {
    console.log(`key encryption secret: restored from ${folder}`);
  }
});

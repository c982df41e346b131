/**
 * `npm run backup [-- <folder>]`: a consistent copy of every service's database while the app keeps running.
 * SQLite: `VACUUM INTO` (one read transaction); MySQL: `mysqldump --single-transaction` (needs the client
 * tools). Default folder: `${DATA_DIR}/backups/<date and time>`; files are owner-only (0600). The key
 * encryption secret generated outside production (DATA_DIR/auth-key-encryption.secret) is copied too:
 * the signing keys in the databases cannot be decrypted without it.
 */
import path from 'node:path';
import { loadServiceConfig, runMain } from '@steady/service-common';
import { backupKeyEncryptionSecret, backupSqlite, dumpMysql } from '@steady/service-common/backup';
import { services } from './lib/stack';

runMain(async () => {
  const { dataDirectory } = loadServiceConfig('auth');
  const folder = path.resolve(
    process.argv[2] ?? path.join(dataDirectory, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
  );
  for (const service of services) {
    const { database } = loadServiceConfig(service);
    if (database.dialect === 'sqlite') {
      if (database.filename === ':memory:') continue;
      await backupSqlite(database.filename, path.join(folder, `${service}.sqlite`));
    } else {
      await dumpMysql(database.url, path.join(folder, `${service}.sql`));
    }
    console.log(`${service}: backed up`);
  }
  if (backupKeyEncryptionSecret(dataDirectory, folder)) {
    console.log('key encryption secret: backed up (keep this folder as private as the secret itself)');
  }
  console.log(`Backup written to ${folder}`);
});

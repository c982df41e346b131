export * from './key-encryption-secret-file';
export * from './mysql-dump';
export * from './sqlite-backup';

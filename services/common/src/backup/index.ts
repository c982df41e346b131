export * from './mysql-dump';
export * from './sqlite-backup';

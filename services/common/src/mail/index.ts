export * from './mail-settings';
export * from './local-outbox';
export * from './mailer';
export * from './outbox-page';
export * from './mail-texts';

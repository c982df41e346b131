export * from './billing';
export * from './constants';
export * from './domain';
export * from './errors';
export * from './health';
export * from './remotes';
export * from './user';
export * from './plan';

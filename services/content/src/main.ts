import { launchService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';
import { buildApp } from './app';

runMain(() => launchService({ name: 'content', migrations: contentMigrations, buildApp }));

import type { Express } from 'express';
import { createServiceApp, type ServiceDependencies } from '@steady/service-common';
import type { ContentDatabase } from './repository/schema';

export type ContentDependencies = Pick<ServiceDependencies<ContentDatabase>, 'logger' | 'database'>;

/** The content service: for now health only; catalogue, likes, audio and test routes are added next. */
export function buildApp({ logger, database }: ContentDependencies): Express {
  return createServiceApp({ name: 'content', logger, database });
}

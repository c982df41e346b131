import type { Express } from 'express';
import { createServiceApp, type ServiceDependencies } from '@steady/service-common';
import type { AuthDatabase } from './repository/schema';

export type AuthDependencies = Pick<ServiceDependencies<AuthDatabase>, 'logger' | 'database'>;

/** The auth service: for now health only; sign-up, login, profile and progress routes are added next. */
export function buildApp({ logger, database }: AuthDependencies): Express {
  return createServiceApp({ name: 'auth', logger, database });
}

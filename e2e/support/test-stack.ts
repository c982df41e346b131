import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
// The same launcher `npm start` uses, so the tests run the app exactly as a user does.
import { findFreePort, services, startStack } from '../../scripts/lib/stack';

export type RunningStack = Awaited<ReturnType<typeof startStack>>;

/**
 * Fresh databases for one test stack: temporary SQLite files, or, when TEST_MYSQL_URL is set (CI),
 * new MySQL databases on that server.
 */
async function databaseEnvironment(label: string): Promise<Record<string, string>> {
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (!mysqlUrl) return { DATA_DIR: mkdtempSync(path.join(tmpdir(), `steady-${label}-`)) };
  const connection = await createConnection(mysqlUrl);
  const environment: Record<string, string> = {};
  for (const service of services) {
    const database = `steady_${label}_${service}_${process.pid}`;
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(`CREATE DATABASE \`${database}\``);
    const url = new URL(mysqlUrl);
    url.pathname = `/${database}`;
    environment[`${service.toUpperCase()}_DATABASE_URL`] = url.href;
  }
  await connection.end();
  return environment;
}

/** Starts services and gateway on free ports with their own databases; `output` gets what they print. */
export async function startTestStack(
  label: string,
  extraEnvironment: Record<string, string> = {},
  output: (text: string) => void = (text) => process.env.E2E_VERBOSE && process.stdout.write(text),
) {
  const [gatewayPort, auth, content, billing] = await Promise.all([
    findFreePort(),
    findFreePort(),
    findFreePort(),
    findFreePort(),
  ]);
  return startStack({
    gatewayPort,
    servicePorts: { auth, content, billing },
    env: {
      LOG_LEVEL: 'warn',
      // Every account and change of a whole suite comes from this one machine's address.
      REGISTRATIONS_PER_HOUR: '100000',
      WRITES_PER_MINUTE: '1000000',
      ...(await databaseEnvironment(label)),
      ...extraEnvironment,
    },
    output,
  });
}

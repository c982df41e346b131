// What the engine is asked to do under load: replace a killed container, roll an update, scale.
import { docker } from './docker';
import { runningTasks } from './stack';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills one running container of the service and answers how long the engine took to have all
 * `replicas` tasks running and healthy again, the killed one not among them.
 */
export async function killOneContainer(stack: string, service: string, replicas: number): Promise<number> {
  const [victim] = await runningTasks(stack, service);
  if (!victim) throw new Error(`${stack}_${service} has no running task to kill`);
  const killed = Date.now();
  await docker(['kill', victim.container]);
  const deadline = killed + 90_000;
  for (;;) {
    const tasks = await runningTasks(stack, service);
    if (tasks.length >= replicas && tasks.every(({ id }) => id !== victim.id)) return Date.now() - killed;
    if (Date.now() > deadline) throw new Error(`${stack}_${service} was not replaced within 90 s`);
    await pause(250);
  }
}

/**
 * `docker service update --force`: every task replaced one at a time, start-first, as compose.yml's
 * update_config says, except that each new task is watched 5 s instead of 15 s, so three services roll
 * within the test's 10 minutes.
 */
export async function rollUpdate(stack: string, service: string): Promise<number> {
  const started = Date.now();
  await docker([
    'service',
    'update',
    '--force',
    '--update-monitor',
    '5s',
    '--detach=false',
    '--quiet',
    `${stack}_${service}`,
  ]);
  return Date.now() - started;
}

/** Scales the service and answers once that many of its tasks run and are healthy. */
export async function scaleService(stack: string, service: string, replicas: number): Promise<number> {
  const started = Date.now();
  await docker(['service', 'scale', '--detach=false', `${stack}_${service}=${replicas}`]);
  while ((await runningTasks(stack, service)).length !== replicas) await pause(250);
  return Date.now() - started;
}

// The Docker engine the deploy test drives: installed when missing, started when not running, and a
// single-node Swarm made when the machine is in none (and left again only then).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `docker …` and answers its trimmed output; a failure carries docker's own message. */
export async function docker(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  try {
    const { stdout } = await run('docker', args, { maxBuffer: 64 * 1024 * 1024, ...options });
    return stdout.trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`docker ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

const visibleCommands = new Set<ChildProcess>();

/** Runs a command with its output on this terminal, resolving when it exits with 0. */
export function runVisible(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A group of its own, so stopping it stops what it started (docker build, npm).
    const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
    visibleCommands.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      visibleCommands.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`));
    });
  });
}

/** Stops every command runVisible started that still runs (the test ran out of time). */
export function stopVisibleCommands(): void {
  for (const child of visibleCommands) {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  }
}

async function commandExists(command: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

const daemonAnswers = () =>
  docker(['info', '--format', '{{.ServerVersion}}']).then(
    () => true,
    () => false,
  );

/** Docker from Debian's `docker.io` when it is missing; dockerd started (and left running) when it is not. */
export async function ensureDocker(log: (line: string) => void): Promise<void> {
  if (!(await commandExists('docker')) || !(await commandExists('dockerd'))) {
    log('Installing Docker (apt-get install docker.io)…');
    await runVisible('apt-get', ['install', '-y', '-qq', 'docker.io'], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    });
  }
  if (await daemonAnswers()) return;
  log('Starting dockerd (its log: /var/log/dockerd.log)…');
  const logFile = openSync('/var/log/dockerd.log', 'a');
  spawn('dockerd', [], { detached: true, stdio: ['ignore', logFile, logFile] }).unref();
  const deadline = Date.now() + 60_000;
  while (!(await daemonAnswers())) {
    if (Date.now() > deadline)
      throw new Error('dockerd did not answer within 60 s (see /var/log/dockerd.log)');
    await pause(500);
  }
}

/** Makes a single-node Swarm when the engine is in none; answers whether it made one. */
export async function ensureSwarm(): Promise<boolean> {
  const state = await docker(['info', '--format', '{{.Swarm.LocalNodeState}}']);
  if (state === 'active') return false;
  await docker(['swarm', 'init', '--advertise-addr', '127.0.0.1']);
  return true;
}

/** Leaves the swarm, and removes the bridge `swarm init` made for the tasks' outside traffic. */
export async function leaveSwarm(): Promise<void> {
  await docker(['swarm', 'leave', '--force']);
  await docker(['network', 'rm', 'docker_gwbridge']).catch(() => undefined);
}

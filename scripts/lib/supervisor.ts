// Keeps one process of the stack running: a crash is followed by a restart with the very same environment,
// after a short and growing pause, and a line saying which process stopped and how.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './builds';
import { stopGraceMs } from './stop-grace';

const exitWithSupervisor = path.join(__dirname, 'exit-with-supervisor.ts');

/** Pauses before restarts 1, 2, 3, … of a crashing process; the last one repeats. */
const restartDelaysMs = [500, 1000, 2000, 4000] as const;

/** A process that ran this long before it stopped counts as healthy again: its next restart waits 0.5 s. */
const healthyRunMs = 60_000;

interface SupervisedProcessOptions {
  /** Names the process in every line it prints, e.g. "content". */
  name: string;
  /** The entry file, relative to the repository root. */
  entry: string;
  /** The whole environment of every start: fixed once, so a restart never runs with other settings. */
  env: Readonly<NodeJS.ProcessEnv>;
  /** Where the process's own output goes, line by line with its name in front. */
  output: (text: string) => void;
  /** Where the supervisor says that a process stopped and when it starts again. */
  report: (line: string) => void;
  /** Node restarts the process itself when its source changes (`npm run dev`). */
  watch?: boolean;
  /** Node and V8 options for this process only, e.g. the gateway's young generation size. */
  nodeFlags?: readonly string[];
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

export class SupervisedProcess {
  #child: ChildProcess;
  #startedAt = Date.now();
  #restarts = 0;
  #supervising = false;
  #stopping: Promise<void> | undefined;
  #restartTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SupervisedProcessOptions) {
    this.#child = this.#spawn();
  }

  /** The process running now (a new one after each restart). */
  get child(): ChildProcess {
    return this.#child;
  }

  /** From now on a process that stops without being asked to is started again. */
  supervise(): void {
    this.#supervising = true;
    const { exitCode, signalCode } = this.#child;
    // It stopped while the rest of the stack was still starting.
    if (exitCode !== null || signalCode !== null) this.#onExit(this.#child, exitCode, signalCode);
  }

  /**
   * Asks the process to drain and stop (SIGTERM; SIGKILL after stopGraceMs) and does not start it again.
   * Resolves once it has exited.
   */
  stop(): Promise<void> {
    this.#supervising = false;
    clearTimeout(this.#restartTimer);
    this.#stopping ??= terminate(this.#child);
    return this.#stopping;
  }

  /** Stops the process gracefully and starts it again, as a deployment of a new version would. */
  async restart(): Promise<void> {
    await this.stop();
    this.#stopping = undefined;
    this.#child = this.#spawn();
    this.supervise();
  }

  #spawn(): ChildProcess {
    const { name, entry, env, output, watch = false, nodeFlags = [] } = this.options;
    const child = spawn(
      process.execPath,
      [
        ...nodeFlags,
        ...(watch ? ['--watch'] : []),
        '--import',
        'tsx',
        '--import',
        exitWithSupervisor,
        path.join(repositoryRoot, entry),
      ],
      // Its own process group: Ctrl-C in a terminal reaches only the supervisor, which stops the processes
      // in the order that loses no request (the gateway first). The IPC channel tells it when we are gone.
      { cwd: repositoryRoot, env: { ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true },
    );
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) =>
        output(text.replace(/\n(?!$)/g, `\n${prefix}`).replace(/^/, prefix)),
      );
    }
    this.#startedAt = Date.now();
    child.once('exit', (code, signal) => this.#onExit(child, code, signal));
    return child;
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (!this.#supervising || child !== this.#child) return;
    if (Date.now() - this.#startedAt >= healthyRunMs) this.#restarts = 0;
    const delay = restartDelaysMs[Math.min(this.#restarts, restartDelaysMs.length - 1)] as number;
    this.#restarts += 1;
    this.options.report(
      `[${this.options.name}] stopped unexpectedly (${describeExit(code, signal)}); ` +
        `restarting in ${delay / 1000} s (restart ${this.#restarts})`,
    );
    this.#restartTimer = setTimeout(() => {
      this.#child = this.#spawn();
    }, delay);
  }
}

/** SIGTERM, then SIGKILL after stopGraceMs; resolves when the process has exited. */
export function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

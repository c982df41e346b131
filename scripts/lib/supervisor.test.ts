import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './builds';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The stack's process ids, once `scripts/testing/supervised-stack.ts` says it is up. */
function startedIds(output: NodeJS.ReadableStream): Promise<number[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      text += chunk;
      const started = /started (\[[\d,]+\])/.exec(text);
      if (started?.[1]) resolve(JSON.parse(started[1]) as number[]);
    });
    output.on('end', () => reject(new Error(`the stack did not start: ${text}`)));
  });
}

describe('the supervisor of npm start', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'steady-supervisor-'));
  const left: number[] = [];
  afterAll(() => {
    // Whatever outlived the test must not outlive the test run.
    left.filter(isRunning).forEach((pid) => process.kill(pid, 'SIGKILL'));
    rmSync(directory, { recursive: true, force: true });
  });

  it('takes the gateway and the services with it when it is killed with SIGKILL', async () => {
    const supervisor = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repositoryRoot, 'scripts/testing/supervised-stack.ts')],
      {
        cwd: repositoryRoot,
        env: { ...process.env, DATA_DIR: directory, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const ids = await startedIds(supervisor.stdout);
    left.push(...ids);
    expect(ids).toHaveLength(4);
    expect(ids.every(isRunning)).toBe(true);

    supervisor.kill('SIGKILL');
    const killedAt = Date.now();
    while (ids.some(isRunning) && Date.now() - killedAt < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ids.filter(isRunning)).toEqual([]);
    // Drained as on SIGTERM: idle processes are gone well within the 10 s drain bound.
    expect(Date.now() - killedAt).toBeLessThan(10_000);
  }, 60_000);
});

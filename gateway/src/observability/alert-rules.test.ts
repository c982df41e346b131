import { spawnSync } from 'node:child_process';
import path from 'node:path';

const monitoringFolder = path.resolve(__dirname, '../../../ops/monitoring');
const promtool = (...args: string[]) =>
  spawnSync('promtool', args, { cwd: monitoringFolder, encoding: 'utf8' });
const promtoolInstalled = promtool('--version').status === 0;

// promtool comes with Debian's `prometheus` package (apt-get install prometheus).
const withPromtool = promtoolInstalled ? it : it.skip;
if (!promtoolInstalled) console.warn('promtool is not installed: the alert rules are not checked here');

describe('the Prometheus alert rules (ops/monitoring)', () => {
  withPromtool('are valid rules', () => {
    const check = promtool('check', 'rules', 'alert-rules.yml');
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('SUCCESS: 7 rules found');
  });

  withPromtool('fire on the series that should wake someone, and stay quiet before', () => {
    const test = promtool('test', 'rules', 'alert-rules.test.yml');
    expect(test.stdout + test.stderr).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });
});

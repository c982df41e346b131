import path from 'node:path';
import { repositoryRoot } from './builds';
import { jestSuites } from './jest-suites';

describe("CI's split of the jest suites", () => {
  const { database, other } = jestSuites();

  it('takes every suite jest finds exactly once, in one part or the other', () => {
    const all = [...database, ...other];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(100);
  });

  it('runs the data-layer suites with the database and the rest without it', () => {
    expect(database).toContain(path.join(repositoryRoot, 'services/auth/src/accounts/login.test.ts'));
    expect(database).toContain(path.join(repositoryRoot, 'services/common/src/database/migrations.test.ts'));
    expect(other).toContain(__filename);
    expect(other).toContain(
      path.join(repositoryRoot, 'services/content/scripts/audio/rendered-loops.test.ts'),
    );
  });
});

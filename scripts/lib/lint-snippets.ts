// Lints source text as if it were saved at the given paths, with the repository's ESLint config and
// without the type-aware rules (a text that is not on disk has no TypeScript program).
// Input on stdin: [{ "filePath", "code" }]; output on stdout: [{ "filePath", "problems": [{ "ruleId", "message" }] }].
// Run in its own process: ESLint loads eslint.config.mjs by dynamic import, which jest's module system cannot do.
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

export interface Snippet {
  filePath: string;
  code: string;
}

export interface LintedSnippet {
  filePath: string;
  problems: { ruleId: string | null; message: string }[];
}

const repositoryRoot = path.resolve(__dirname, '../..');

async function lintSnippets(snippets: Snippet[]): Promise<LintedSnippet[]> {
  const eslint = new ESLint({
    cwd: repositoryRoot,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off' },
    },
  });
  const linted: LintedSnippet[] = [];
  for (const { filePath, code } of snippets) {
    const results = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
    const problems = results.flatMap((result) =>
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    );
    linted.push({ filePath, problems });
  }
  return linted;
}

async function main() {
  const snippets = JSON.parse(await text(process.stdin)) as Snippet[];
  process.stdout.write(JSON.stringify(await lintSnippets(snippets)));
}

void main();

const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');
const loader = require('./catalog-languages-loader');

const part = `import { defineCatalogs } from '@steady/ui';
export const commonMessages = defineCatalogs({ 'common.ok': 'OK' }, { 'common.ok': 'Хорошо' });
`;
const whole = `import { defineCatalogs } from '@steady/ui';
import type { Language } from '@steady/contracts';
import { commonMessages } from './messages/common';
import { helper } from './helper';

export const catalogs = defineCatalogs(
  { ...commonMessages.en, 'app.days': '{days, plural, one {# day} other {# days}}' },
  { ...commonMessages.ru, 'app.days': '{days, plural, one {# день} other {# дней}}' } satisfies object,
);
`;

describe('the catalog languages loader', () => {
  let root;
  let wholeFile;
  const run = (file, source, resourceQuery = '') =>
    loader.call({ resourcePath: file, resourceQuery, addDependency: () => {} }, source);

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'steady-catalogs-'));
    wholeFile = path.join(root, 'mf-tests/src/i18n/catalogs.ts');
    mkdirSync(path.join(root, 'mf-tests/src/i18n/messages'), { recursive: true });
    writeFileSync(path.join(root, 'mf-tests/src/i18n/messages/common.ts'), part);
    writeFileSync(path.join(root, 'mf-tests/src/i18n/helper.ts'), 'export const helper = 1;');
    writeFileSync(wholeFile, whole);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const precompiled = (message) => JSON.stringify(parse(message));

  it('ships English, precompiled, and turns Russian into a loader of the module’s Russian build, one chunk per package', () => {
    const output = run(wholeFile, whole);
    expect(output).toContain(
      `{ ...commonMessages.en, 'app.days': ${precompiled('{days, plural, one {# day} other {# days}}')} }`,
    );
    expect(output).not.toContain('commonMessages.ru');
    expect(output).toContain(
      `() => import(/* webpackChunkName: "i18n-ru-mf-tests" */ ${JSON.stringify(`${wholeFile}?language=ru`)}).then((module) => module.catalogs.ru)`,
    );
  });

  it('gives the Russian of a catalog loaded only when used (src/i18n/on-use/) a chunk of its own', () => {
    const onUseFile = path.join(root, 'mf-tests/src/i18n/on-use/sharing.ts');
    const output = run(onUseFile, part);
    expect(output).toContain(
      `() => import(/* webpackChunkName: "i18n-ru-mf-tests-sharing" */ ${JSON.stringify(`${onUseFile}?language=ru`)}).then((module) => module.commonMessages.ru)`,
    );
  });

  it('builds Russian without English, from the Russian builds of the catalog modules it assembles', () => {
    const output = run(wholeFile, whole, '?language=ru');
    expect(output).toContain('defineCatalogs(\n  {},\n');
    expect(output).not.toContain('# days');
    expect(output).toContain(
      `{ ...commonMessages.ru, 'app.days': ${precompiled('{days, plural, one {# день} other {# дней}}')} }`,
    );
    expect(output).toContain(`from "./messages/common?language=ru"`);
    // Modules that define no catalogs, and type-only imports, are left alone.
    expect(output).toContain(`from './helper'`);
    expect(output).toContain(`import type { Language } from '@steady/contracts'`);
  });

  it('refuses a message that is not written as text, which could not be precompiled', () => {
    const source = `export const catalogs = defineCatalogs({ 'a.b': greeting }, { 'a.b': 'Привет' });`;
    expect(() => run(path.join(root, 'mf-tests/src/i18n/bad.ts'), source)).toThrow(/'a.b': greeting/);
  });

  it('leaves a module that defines no catalogs as it is', () => {
    const source = 'export function defineCatalogs(en, ru) { return { en, ru }; }';
    expect(run(path.join(root, 'catalogs.ts'), source)).toBe(source);
  });
});

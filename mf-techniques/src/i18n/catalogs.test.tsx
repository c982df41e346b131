import { createIntl } from 'react-intl';
import { languages } from '@steady/contracts';
import { catalogs as loadedCatalogs } from './catalogs';
import { captureCatalogs } from './on-use/capture';

/** A value for every argument a message names (`{time}`, `{count, plural, …}`): a number fits both. */
function valuesFor(message: string): Record<string, number> {
  const names = [...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, 2]));
}

describe.each([
  ['catalogs', loadedCatalogs],
  ['catalogs loaded on use (capture)', captureCatalogs],
])("this remote's %s", (_name, catalogs) => {
  it('have the same message ids in English and Russian', () => {
    expect(Object.keys(catalogs.ru).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it.each(languages)('format every %s message without an error', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: language,
      messages: catalogs[language],
      onError: (error) => errors.push(error),
    });
    for (const [id, message] of Object.entries(catalogs[language])) {
      expect(intl.formatMessage({ id }, valuesFor(message))).not.toBe(id);
    }
    expect(errors).toEqual([]);
  });
});

describe('the S.T.O.P. texts', () => {
  const catalogs = loadedCatalogs;
  it('spell S.T.O.P. in Russian letters, as the technique card does', () => {
    expect(catalogs.ru['app.stop']).toBe('Техника С.Т.О.П.');
    expect(catalogs.ru['stop.letters']).toBe('С.Т.О.П.');
    expect(catalogs.ru['stop.step.stop']).toBe('С — стоп');
    expect(catalogs.ru['stop.step.proceed']).toBe('П — продолжение');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { techniqueCatalogue, techniqueFactsOf } from '@steady/domain';
import { loadCatalogue } from '../../src/catalogue/load-catalogue';
import { techniqueFactsModule, techniqueFactsModulePath } from './technique-facts-module';

describe("@steady/domain's technique facts", () => {
  const { techniques } = loadCatalogue();

  it('are generated from techniques.json as it is now (run `npm run generate-technique-facts -w content-service`)', () => {
    const generated = fs.readFileSync(path.join(__dirname, '../../../..', techniqueFactsModulePath), 'utf8');
    expect(generated).toBe(techniqueFactsModule(techniques));
  });

  it('give each technique of the catalogue its minutes, XP, premium flag and tool', () => {
    expect(Object.keys(techniqueCatalogue)).toEqual(techniques.map(({ id }) => id));
    const pomodoro = techniques.find(({ id }) => id === 'pomodoro-focus');
    expect(techniqueFactsOf('pomodoro-focus')).toEqual({
      minutes: pomodoro?.minutes,
      xp: pomodoro?.xp,
      premium: pomodoro?.isPremium,
      appName: 'pomodoro',
    });
  });
});

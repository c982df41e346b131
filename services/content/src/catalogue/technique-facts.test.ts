import { techniqueCatalogue } from '@steady/domain';
import { loadCatalogue } from './load-catalogue';

/*
 * The auth service grants XP, counts minutes and awards tool badges from @steady/domain's copy of the
 * catalogue's numbers; this keeps the copy and the content data the same.
 */
describe("the domain's technique facts", () => {
  const { techniques } = loadCatalogue();

  it('name exactly the techniques of the content catalogue', () => {
    expect(Object.keys(techniqueCatalogue).sort()).toEqual(
      techniques.map((technique) => technique.id).sort(),
    );
  });

  it('give each technique the minutes, XP and tool the catalogue gives it', () => {
    for (const technique of techniques) {
      expect({ id: technique.id, ...techniqueCatalogue[technique.id] }).toEqual({
        id: technique.id,
        minutes: technique.minutes,
        xp: technique.xp,
        appName: technique.type === 'app' ? technique.appName : null,
      });
    }
  });
});

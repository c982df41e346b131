import { appNames } from '@steady/contracts';
import { techniqueCatalogue } from './technique-catalogue.generated';
import { techniqueOfTool, toolsAmong } from './techniques';

describe('technique facts', () => {
  it('open each interactive tool from exactly one technique', () => {
    for (const appName of appNames) {
      const opening = Object.values(techniqueCatalogue).filter((facts) => facts.appName === appName);
      expect({ appName, techniques: opening.length }).toEqual({ appName, techniques: 1 });
    }
  });

  it("give a tool's own page the technique that opens it and that technique's XP", () => {
    expect(techniqueOfTool('breathing')).toEqual({ techniqueId: 'breath-loop', xp: 10 });
    expect(techniqueOfTool('pomodoro')).toEqual({ techniqueId: 'pomodoro-focus', xp: 30 });
  });

  it('name the tools among finished techniques once each, ignoring text techniques', () => {
    expect(toolsAmong(['breath-loop', 'kind-no', 'breath-loop', 'stop-technique'])).toEqual(
      new Set(['breathing', 'stop']),
    );
  });
});

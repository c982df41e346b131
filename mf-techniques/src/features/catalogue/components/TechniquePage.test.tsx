import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { appNames, type AppName } from '@steady/contracts';
import { techniqueOfTool } from '@steady/domain';
import { recordTechniqueCompletion } from '@steady/user-state';
import { advanceTime, flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { TechniquePage } from './TechniquePage';
import { TechniquesIndexPage } from './TechniquesIndexPage';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

function openPage(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/techniques" element={<TechniquesIndexPage />} />
      <Route path="/techniques/:appName" element={<TechniquePage />} />
    </Routes>,
    path,
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const seconds = (count: number) => advanceTime(count * 1000);

/** The timed tools; "From stuck to started" runs one of the rules for a step (its own test covers that). */
type TimedAppName = Exclude<AppName, 'stuckToStarted'>;
const timedAppNames = appNames.filter((appName): appName is TimedAppName => appName !== 'stuckToStarted');

/** The shortest way through each timed tool to its completion. */
const runToCompletion: Record<TimedAppName, () => void> = {
  // Two minutes of 4/1.5/6, on to the end of the breath out under way: 126.5 s.
  breathing: () => seconds(3 + 127),
  grounding: () => {
    for (let sense = 0; sense < 5; sense += 1) {
      seconds(20);
      press('Next');
    }
  },
  pomodoro: () => seconds(25 * 60),
  tenseRelease: () => seconds(4 * 3 * (8 + 5)),
  brainDump: () => seconds(240),
  gratitude: () => seconds(180),
  // Done pays once at least half the minute went into the task.
  oneMinuteRule: () => {
    seconds(30);
    press('Done');
  },
  fiveMinuteRule: () => seconds(300),
  dynamicBreak: () => seconds(60 + 30 + 90 + 30),
  muscleStretching: () => seconds(60 + 60 + 60 + 90),
  stop: () => seconds(15 + 10 + 20 + 15),
};

fakeTimersAndCompletion(recordCompletion, 10);

describe('technique pages', () => {
  it('lists every tool with a link', () => {
    openPage('/techniques');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      appNames.map((appName) => `/techniques/${appName}`),
    );
  });

  it.each(timedAppNames)(
    'runs %s to completion and records it once with its catalogue XP',
    async (appName) => {
      openPage(`/techniques/${appName}`);
      expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
      press('Start');
      runToCompletion[appName]();
      await flushPromises();
      const { techniqueId, xp } = techniqueOfTool(appName);
      expect(recordCompletion).toHaveBeenCalledTimes(1);
      expect(recordCompletion).toHaveBeenCalledWith(techniqueId, xp);
    },
  );

  it('picks the breath rhythm from ?mood=', () => {
    openPage('/techniques/breathing?mood=hyperactivity');
    expect(screen.getByText('Rhythm: Breathe in 4 s · Hold 4 s · Breathe out 4 s')).toBeInTheDocument();
  });

  it('uses the anxiety rhythm for a missing or unknown mood', () => {
    openPage('/techniques/breathing?mood=sleepy');
    expect(screen.getByText('Rhythm: Breathe in 4 s · Hold 1.5 s · Breathe out 6 s')).toBeInTheDocument();
  });

  it('says so for an unknown tool', () => {
    openPage('/techniques/juggling');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this technique.');
    expect(screen.getByRole('link', { name: 'All techniques' })).toHaveAttribute('href', '/techniques');
  });
});

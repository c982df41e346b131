import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { techniqueOfTool } from '@steady/domain';
import { recordTechniqueCompletion } from '@steady/user-state';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { advanceTime, flushPromises, reload, renderWithProviders } from '../../../shared/testing/render-tool';
import { stuckToStarted } from '..';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);
fakeTimersAndCompletion(recordCompletion, 10);

const Tool = stuckToStarted.Tool;
const openTool = async (taskLabel = 'What can’t you start?') => {
  const view = renderWithProviders(<Tool {...techniqueOfTool('stuckToStarted')} autoStart />);
  await screen.findByRole('textbox', { name: taskLabel });
  return view;
};
const openToolOnStep = async (step: string) => {
  renderWithProviders(<Tool {...techniqueOfTool('stuckToStarted')} />);
  return screen.findByRole('region', { name: step });
};
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (name: string, text: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value: text } });
const stepTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('textbox')
    .map((field) => (field as HTMLInputElement).value);

describe('From stuck to started', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    act(() => setChannelValue(languageChannel, 'en'));
  });

  it('offers small first steps as the task is typed, to edit, reorder and delete', async () => {
    await openTool();
    expect(screen.getByText('Type the task above and small first steps appear here.')).toBeInTheDocument();
    type('What can’t you start?', 'Email my landlord');
    // Multi-line fields: a long step wraps in full instead of being cut off on a phone.
    within(screen.getByRole('list'))
      .getAllByRole('textbox')
      .forEach((field) => expect(field.tagName).toBe('TEXTAREA'));
    expect(stepTexts()).toEqual([
      'Open the email, or a new message.',
      'Write only the subject line.',
      'Write one sentence: what you need, or what you answer.',
      'Add a greeting and a sign-off, then press Send.',
    ]);
    type('Step 2', 'Subject: the boiler');
    press('Move step 2 up');
    expect(stepTexts().slice(0, 2)).toEqual(['Subject: the boiler', 'Open the email, or a new message.']);
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    press('Delete step 4');
    expect(stepTexts()).toHaveLength(3);
    press('Add a step');
    type('Step 4', 'Breathe out');
    expect(stepTexts().at(-1)).toBe('Breathe out');
    // Changed steps stay when the task is retyped, until the user asks for the offered ones again.
    type('What can’t you start?', 'Email my landlord today');
    expect(stepTexts()[0]).toBe('Subject: the boiler');
    press('Suggest steps again');
    expect(stepTexts()[0]).toBe('Open the email, or a new message.');
  });

  it('keeps the list on the device: it is there again when the tool opens anew', async () => {
    const first = await openTool();
    type('What can’t you start?', 'clean the kitchen');
    press('Delete step 1');
    first.unmount();
    await openTool();
    expect(screen.getByRole('textbox', { name: 'What can’t you start?' })).toHaveValue('clean the kitchen');
    expect(stepTexts()[0]).toBe('Pick one small area: a shelf, the sink or one corner.');
  });

  it('runs the first step as the one-minute rule titled with it, pays this technique once, then offers the next', async () => {
    await openTool();
    type('What can’t you start?', 'call the dentist');
    press('Start the first step');
    const step = screen.getByRole('region', { name: 'Find the number and put it on the screen.' });
    expect(within(step).getByRole('timer')).toBeInTheDocument();
    expect(
      within(step).getByRole('heading', { name: 'Find the number and put it on the screen.' }),
    ).toBeVisible();
    expect(within(step).queryByRole('heading', { name: 'Do just this one thing.' })).not.toBeInTheDocument();
    advanceTime(30_000);
    fireEvent.click(within(step).getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('stuck-to-started', 10);
    expect(screen.getByText('Next: Write down the one thing you need to say or ask.')).toBeInTheDocument();
    press('Start the next step');
    expect(
      screen.getByRole('region', { name: 'Write down the one thing you need to say or ask.' }),
    ).toBeInTheDocument();
    press('Back to my steps');
    expect(screen.getByRole('textbox', { name: 'Step 1, done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the next step' })).toBeEnabled();
  });

  it('brings a running step back after a reload, and the list once the user went back to it', async () => {
    const first = await openTool();
    type('What can’t you start?', 'call the dentist');
    press('Start the first step');
    advanceTime(10_000);
    reload(first.unmount);
    const second = await openToolOnStep('Find the number and put it on the screen.');
    expect(within(second).getByRole('timer')).toBeInTheDocument();
    press('Back to my steps');
    cleanup();
    await openTool();
    expect(screen.getByRole('button', { name: 'Start the first step' })).toBeInTheDocument();
  });

  it('brings a finished step back after a reload as finished, not started again', async () => {
    const first = await openTool();
    type('What can’t you start?', 'call the dentist');
    press('Start the first step');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    reload(first.unmount);
    const step = await openToolOnStep('Find the number and put it on the screen.');
    expect(within(step).getByRole('heading', { name: 'Done — nice start.' })).toBeInTheDocument();
    expect(within(step).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('asks before clearing the task and its steps', async () => {
    await openTool();
    type('What can’t you start?', 'clean the kitchen');
    press('Clear the list');
    expect(screen.getByRole('group', { name: 'Clear the task and all its steps?' })).toBeInTheDocument();
    press('Keep them');
    expect(screen.getByRole('textbox', { name: 'What can’t you start?' })).toHaveValue('clean the kitchen');
    expect(stepTexts().length).toBeGreaterThan(0);
    press('Clear the list');
    press('Yes, clear');
    expect(screen.getByRole('textbox', { name: 'What can’t you start?' })).toHaveValue('');
    expect(screen.getByText('Type the task above and small first steps appear here.')).toBeInTheDocument();
  });

  it('praises a step finished early without talk of XP, and offers the next step first', async () => {
    await openTool();
    type('What can’t you start?', 'call the dentist');
    press('Start the first step');
    const step = screen.getByRole('region', { name: 'Find the number and put it on the screen.' });
    advanceTime(5_000);
    fireEvent.click(within(step).getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(within(step).getByRole('heading', { name: 'Done — nice start.' })).toBeInTheDocument();
    expect(screen.queryByText(/No XP/)).not.toBeInTheDocument();
    // Restart stays at hand, styled like Close rather than filled like the next step, the main action.
    const look = (name: string) => screen.getByRole('button', { name }).className;
    expect(look('Restart')).toBe(look('Close'));
    expect(look('Restart')).not.toBe(look('Start the next step'));
    expect(recordCompletion).not.toHaveBeenCalled();
  });

  it('runs a step as the five-minute rule when the user picks five minutes, and speaks Russian', async () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    await openTool('За что никак не получается взяться?');
    type('За что никак не получается взяться?', 'написать отчёт');
    expect(stepTexts()[0]).toBe('Откройте пустую страницу или черновик и дайте ему рабочее название.');
    fireEvent.click(screen.getByRole('radio', { name: 'Пять минут' }));
    press('Начать первый шаг');
    const step = screen.getByRole('region', {
      name: 'Откройте пустую страницу или черновик и дайте ему рабочее название.',
    });
    expect(within(step).getByRole('timer')).toHaveTextContent('05:00');
    expect(
      within(step).getByRole('heading', {
        name: 'Откройте пустую страницу или черновик и дайте ему рабочее название.',
      }),
    ).toBeVisible();
  });
});

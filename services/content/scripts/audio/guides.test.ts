import { join } from 'node:path';
import { loadGuideScripts } from './guides';

const scripts = loadGuideScripts(join(__dirname, '..', '..', 'data', 'techniques.json'));
const scriptOf = (techniqueId: string) => scripts.find((script) => script.techniqueId === techniqueId)!;
const pauseAfter = (techniqueId: string, words: RegExp): number => {
  const script = scriptOf(techniqueId);
  const step = script.steps.en.findIndex((text) => words.test(text));
  expect(step).toBeGreaterThanOrEqual(0);
  return script.pauses[step]!;
};

/** A calm out-breath every 4–5 s: ten of them, a round, take 40–50 s. */
const secondsPerRound = 40;

describe('the pauses of the spoken guides', () => {
  it('leave counting-breaths time for the one or two rounds of ten its last step asks for', () => {
    expect(scriptOf('counting-breaths').steps.en.at(-1)).toMatch(/one or two more rounds/);
    expect(scriptOf('counting-breaths').steps.ru.at(-1)).toMatch(/ещё один-два круга/);
    expect(pauseAfter('counting-breaths', /more rounds/)).toBeGreaterThanOrEqual(2 * secondsPerRound);
  });

  it('leave counting-breaths a full round after the step that starts counting to ten', () => {
    expect(pauseAfter('counting-breaths', /up to ten/)).toBeGreaterThanOrEqual(secondsPerRound);
  });

  it('leave leaves-on-a-stream the minute or two its step asks to keep going for', () => {
    expect(scriptOf('leaves-on-a-stream').steps.ru).toContain(
      'Продолжайте ещё минуту-другую — останавливать мысли не нужно.',
    );
    const pause = pauseAfter('leaves-on-a-stream', /another minute or two/);
    expect(pause).toBeGreaterThanOrEqual(60);
    expect(pause).toBeLessThanOrEqual(120);
  });
});

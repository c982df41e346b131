import { justCompleted } from '../../../shared/timing/completion';
import {
  initialBrainDumpState,
  reduceBrainDump,
  viewBrainDump,
  type BrainDumpState,
} from './brain-dump-machine';

const startedAt = 2_000;
const second = 1_000;

function writing(): BrainDumpState {
  return reduceBrainDump(initialBrainDumpState(), { type: 'start', now: startedAt });
}

function completeWith(text: string): BrainDumpState {
  const edited = reduceBrainDump(writing(), { type: 'edit', text, now: startedAt + 10 * second });
  return reduceBrainDump(edited, { type: 'sync', now: startedAt + 240 * second });
}

describe('brain dump', () => {
  it('writes for 240 s from the intro', () => {
    expect(viewBrainDump(initialBrainDumpState(), 0)).toMatchObject({
      status: 'intro',
      text: '',
      captionStage: 0,
    });
    expect(viewBrainDump(writing(), startedAt)).toMatchObject({ status: 'writing', phaseSecondsLeft: 240 });
  });

  it('holds the text typed while writing, and ignores edits that change nothing', () => {
    const state = reduceBrainDump(writing(), { type: 'edit', text: 'call the bank', now: startedAt + 1 });
    expect(viewBrainDump(state, startedAt + 2).text).toBe('call the bank');
    expect(reduceBrainDump(state, { type: 'edit', text: 'call the bank', now: startedAt + 3 })).toBe(state);
  });

  it('changes captions at 150 s and 210 s of writing', () => {
    const state = writing();
    expect(viewBrainDump(state, startedAt + 149_999).captionStage).toBe(0);
    expect(viewBrainDump(state, startedAt + 150 * second).captionStage).toBe(1);
    expect(viewBrainDump(state, startedAt + 209_999).captionStage).toBe(1);
    expect(viewBrainDump(state, startedAt + 210 * second).captionStage).toBe(2);
  });

  it('highlights only the last 30 s', () => {
    const state = writing();
    expect(viewBrainDump(state, startedAt + 209_999).highlightLastSeconds).toBe(false);
    expect(viewBrainDump(state, startedAt + 210 * second).highlightLastSeconds).toBe(true);
    expect(viewBrainDump(state, startedAt + 239_999).highlightLastSeconds).toBe(true);
    expect(viewBrainDump(state, startedAt + 240 * second).highlightLastSeconds).toBe(false);
  });

  it('completes at exactly 240 s, keeps the text, and flags completion once', () => {
    const state = writing();
    expect(reduceBrainDump(state, { type: 'sync', now: startedAt + 239_999 })).toBe(state);
    const complete = completeWith('call the bank');
    expect(complete).toMatchObject({
      status: 'complete',
      text: 'call the bank',
      completedAtMs: startedAt + 240 * second,
    });
    expect(justCompleted(state, complete)).toBe(true);
    expect(reduceBrainDump(complete, { type: 'sync', now: startedAt + 900 * second })).toBe(complete);
  });

  it('accepts no edits once complete', () => {
    const complete = completeWith('call the bank');
    expect(reduceBrainDump(complete, { type: 'edit', text: 'more', now: startedAt + 241 * second })).toBe(
      complete,
    );
  });

  it('shreds: the text stays for 2 s, then is cleared and the intro returns', () => {
    const shredAt = startedAt + 300 * second;
    const shredding = reduceBrainDump(completeWith('call the bank'), { type: 'shred', now: shredAt });
    expect(viewBrainDump(shredding, shredAt + 1_999)).toMatchObject({
      status: 'shred',
      text: 'call the bank',
    });
    expect(viewBrainDump(shredding, shredAt + 2_000)).toMatchObject({ status: 'intro', text: '' });
    const back = reduceBrainDump(shredding, { type: 'sync', now: shredAt + 2_000 });
    expect(back).toEqual(initialBrainDumpState());
  });

  it('shreds only a completed dump', () => {
    const state = writing();
    expect(reduceBrainDump(state, { type: 'shred', now: startedAt + 5 * second })).toBe(state);
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceBrainDump(writing(), { type: 'pause', now: startedAt + 100 * second });
    const resumeAt = startedAt + 700 * second;
    expect(viewBrainDump(paused, resumeAt)).toMatchObject({ totalRemainingMs: 140 * second, isPaused: true });
    const resumed = reduceBrainDump(paused, { type: 'resume', now: resumeAt });
    expect(viewBrainDump(resumed, resumeAt + 140 * second - 1).status).toBe('writing');
    expect(viewBrainDump(resumed, resumeAt + 140 * second).status).toBe('complete');
  });

  it('lands in complete after 5 minutes in a background tab', () => {
    expect(reduceBrainDump(writing(), { type: 'sync', now: startedAt + 300 * second }).status).toBe(
      'complete',
    );
  });

  it('resets to the intro dropping the text, and restarts with an empty page', () => {
    const state = reduceBrainDump(writing(), { type: 'edit', text: 'x', now: startedAt + 1 });
    expect(reduceBrainDump(state, { type: 'reset', now: startedAt + 2 })).toEqual(initialBrainDumpState());
    const restarted = reduceBrainDump(completeWith('x'), { type: 'restart', now: 999_000 });
    expect(restarted).toMatchObject({ status: 'writing', text: '', completedAtMs: null });
  });
});

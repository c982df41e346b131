/**
 * @jest-environment node
 */
// Node has the browser's MessageChannel; jsdom does not.
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('goes on in a later task, after the work the current one has queued', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('the current task’s promise callbacks'));
    await yielded;
    expect(order).toEqual(['the current task’s promise callbacks', 'after the yield']);
  });

  it('goes on while timers are held, as in a throttled background tab', async () => {
    jest.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

/**
 * Resolves in a task of its own, right away: work after it lets the browser paint and answer input first
 * instead of running on as one long task. A message, not a timer: the next task comes at once, and a page
 * whose timers are held (a test's clock, a throttled background tab) still goes on.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

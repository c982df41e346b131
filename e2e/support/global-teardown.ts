import type { RunningStack } from './test-stack';

export default async function globalTeardown() {
  await (globalThis as { steadyStack?: RunningStack }).steadyStack?.stop();
}

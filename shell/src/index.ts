// The shell's singletons are eager (bundled into this first chunk, see rspack.config.js), so nothing waits
// for a chunk here. Starting them takes a while on a slow phone, so it happens in steps, each its own task:
// between them the browser can paint and answer input instead of being held by one long task.
import { nextTask } from '@steady/app-frame/next-task';

const bootSteps = [
  () => import(/* webpackMode: "eager" */ '@steady/contracts'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'react-intl'),
  () => import(/* webpackMode: "eager" */ '@steady/ui'),
  () => import(/* webpackMode: "eager" */ '@steady/app-frame'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

async function boot() {
  // Each step in a task of its own, the first too: not in the task that ran this file and the federation
  // runtime's start.
  for (const step of bootSteps) {
    await nextTask();
    await step();
  }
}

void boot();

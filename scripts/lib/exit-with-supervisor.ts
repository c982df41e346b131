// Preloaded (`--import`) into every process a SupervisedProcess starts. The processes run in their own
// process groups, so a supervisor that dies without stopping them (SIGKILL, a crash) would leave them
// running unsupervised under PID 1. Its IPC channel closes however it dies: the process then stops as on
// SIGTERM, draining first, and exits for good if the drain hangs. Under `npm run dev` Node's --watch process
// sits in between and loads no preload, so there this does not apply.
import { stopGraceMs } from './stop-grace';

process.channel?.unref();
process.once('disconnect', () => {
  setTimeout(() => process.exit(1), stopGraceMs).unref();
  process.kill(process.pid, 'SIGTERM');
});

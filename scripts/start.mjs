// `npm start`: build what is missing or stale, then run the services and the gateway on one port.
import { buildStaleApps } from './lib/builds.mjs';
import { startStack } from './lib/stack.mjs';

const gatewayPort = Number(process.env.PORT ?? 8080);

await buildStaleApps();
console.log('Starting the services and the gateway…');
const stack = await startStack({
  gatewayPort,
  output: (text) => process.env.LOG_LEVEL !== 'silent' && process.stdout.write(text),
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`\nSteady is running: open ${stack.url}\n(Ctrl-C to stop)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Steady…');
    await stack.stop();
    process.exit(0);
  });
}
for (const [name, child] of Object.entries(stack.processes)) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`[${name}] stopped unexpectedly (exit code ${code}); the rest keeps running.`);
  });
}

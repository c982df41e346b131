import { trace, type Tracer } from '@opentelemetry/api';

let tracer: Tracer | undefined;
let shutdown: () => Promise<void> = async () => {};

/** The process's tracer once tracing is on (startTracing); undefined while it is off. */
export const activeTracer = (): Tracer | undefined => tracer;

/** Called once by startTracing, after the tracer provider is registered. */
export function markTracingStarted(stop: () => Promise<void>): void {
  tracer = trace.getTracer('steady');
  shutdown = stop;
}

/** Sends the spans still waiting and stops tracing: the last thing a process does before it exits. */
export const stopTracing = (): Promise<void> => shutdown();

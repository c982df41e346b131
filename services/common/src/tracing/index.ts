// Its own entry point (`@steady/service-common/tracing`): a process's main imports it before anything that
// loads Node's HTTP modules, which the instrumentation must wrap.
export { traceProcess } from './start-tracing';
export { stopTracing } from './tracing-state';

import { traceProcess } from '@steady/service-common/tracing';

traceProcess('auth', () => import('./start-service'));

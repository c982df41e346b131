import { traceProcess } from '@steady/service-common/tracing';

traceProcess('content', () => import('./start-service'));

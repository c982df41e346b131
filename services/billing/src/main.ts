import { traceProcess } from '@steady/service-common/tracing';

traceProcess('billing', () => import('./start-service'));

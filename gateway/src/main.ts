import { traceProcess } from '@steady/service-common/tracing';

traceProcess('gateway', () => import('./start-gateway'));

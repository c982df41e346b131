import { readSecretFiles } from '@steady/service-common/secret-files';
import { traceProcess } from '@steady/service-common/tracing';

readSecretFiles();

traceProcess('auth', () => import('./start-service'));

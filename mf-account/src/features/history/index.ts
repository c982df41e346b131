export { fetchHistory } from './api/history-api';
export { useTechniqueNames } from './hooks/use-technique-names';

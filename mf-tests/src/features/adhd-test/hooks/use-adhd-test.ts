import { useResource } from '@steady/app-frame';
import { fetchAdhdResult, fetchAdhdTest } from '../api/adhd-test-api';

export function useAdhdTest() {
  return useResource('adhd-test', fetchAdhdTest);
}

export function useAdhdResult(resultId: string) {
  return useResource(`adhd-result:${resultId}`, (signal) => fetchAdhdResult(resultId, signal));
}

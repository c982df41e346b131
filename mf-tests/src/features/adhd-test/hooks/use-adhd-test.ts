import { useCallback } from 'react';
import { useRequest } from '../../../shared/hooks/use-request';
import { fetchAdhdResult, fetchAdhdTest } from '../api/adhd-test-api';

export function useAdhdTest() {
  return useRequest(fetchAdhdTest);
}

export function useAdhdResult(resultId: string) {
  return useRequest(useCallback((signal: AbortSignal) => fetchAdhdResult(resultId, signal), [resultId]));
}

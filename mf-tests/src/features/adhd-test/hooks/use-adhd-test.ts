import { useResource } from '@steady/app-frame';
import { authChannel, useChannel } from '@steady/bus';
import { fetchAdhdResult, fetchAdhdTest, fetchOwnAdhdResults } from '../api/adhd-test-api';

export function useAdhdTest() {
  return useResource('adhd-test', fetchAdhdTest);
}

export function useAdhdResult(resultId: string) {
  return useResource(`adhd-result:${resultId}`, (signal) => fetchAdhdResult(resultId, signal));
}

/**
 * Whether the result is the viewer's own. A result link carries nothing about its owner, so only the
 * viewer's own list can tell; guests and anyone still loading see the wording for a shared result.
 */
export function useIsOwnResult(resultId: string): boolean {
  const { user } = useChannel(authChannel);
  const own = useResource(user ? `adhd-results:${user.id}` : null, fetchOwnAdhdResults);
  return own.status === 'ready' && own.data.results.some((result) => result.id === resultId);
}

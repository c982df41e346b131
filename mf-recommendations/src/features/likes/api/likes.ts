import { apiRequest, apiWrite, type WriteOutcome } from '@steady/api-client';
import { likedTechniqueIdsSchema, likeStateSchema, type LikeState } from '@steady/contracts';

export function fetchLikedTechniqueIds(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/like/techniques/liked', { schema: likedTechniqueIdsSchema, signal });
}

const likePath = (techniqueId: string) => `/like/techniques/${encodeURIComponent(techniqueId)}/like`;

// Offline, a like or unlike is kept on the device and sent once the connection returns.
export function likeTechnique(techniqueId: string): Promise<WriteOutcome<LikeState>> {
  return apiWrite(likePath(techniqueId), { method: 'POST', schema: likeStateSchema });
}

export function unlikeTechnique(techniqueId: string): Promise<WriteOutcome<LikeState>> {
  return apiWrite(likePath(techniqueId), { method: 'DELETE', schema: likeStateSchema });
}

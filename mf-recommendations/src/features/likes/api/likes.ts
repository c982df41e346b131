import { apiRequest } from '@steady/api-client';
import { likedTechniqueIdsSchema, likeStateSchema, type LikeState } from '@steady/contracts';

export function fetchLikedTechniqueIds(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/like/techniques/liked', { schema: likedTechniqueIdsSchema, signal });
}

const likePath = (techniqueId: string) => `/like/techniques/${encodeURIComponent(techniqueId)}/like`;

export function likeTechnique(techniqueId: string): Promise<LikeState> {
  return apiRequest(likePath(techniqueId), { method: 'POST', schema: likeStateSchema });
}

export function unlikeTechnique(techniqueId: string): Promise<LikeState> {
  return apiRequest(likePath(techniqueId), { method: 'DELETE', schema: likeStateSchema });
}

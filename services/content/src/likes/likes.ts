import type { LikeCounts, LikeState } from '@steady/contracts';
import { notFound } from '@steady/service-common';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { TechniqueLikeRepository } from './technique-likes-repository';

export interface LikeHandlers {
  /** The user's liked techniques that still exist in the catalogue, most recent first. */
  likedIds(userId: string): Promise<string[]>;
  like(userId: string, techniqueId: string): Promise<LikeState>;
  unlike(userId: string, techniqueId: string): Promise<LikeState>;
  /** A count for every id asked for; 0 when nobody likes it (or it is not a technique). */
  countLikes(ids: readonly string[]): Promise<LikeCounts>;
}

function unknownTechniqueMessage(techniqueId: string): string {
  return `There is no technique "${techniqueId}".`;
}

export function createLikeHandlers(
  catalogue: Catalogue,
  likes: TechniqueLikeRepository,
  now: () => Date = () => new Date(),
): LikeHandlers {
  function requireTechnique(techniqueId: string): void {
    if (!catalogue.techniquesById.has(techniqueId)) {
      throw notFound(unknownTechniqueMessage(techniqueId), { reason: 'unknown_technique' });
    }
  }

  async function stateOf(techniqueId: string, liked: boolean): Promise<LikeState> {
    const counts = await likes.countLikes([techniqueId]);
    return { techniqueId, liked, likes: counts.get(techniqueId) ?? 0 };
  }

  return {
    async likedIds(userId) {
      const ids = await likes.likedIds(userId);
      return ids.filter((id) => catalogue.techniquesById.has(id));
    },

    async like(userId, techniqueId) {
      requireTechnique(techniqueId);
      await likes.like(userId, techniqueId, now());
      return stateOf(techniqueId, true);
    },

    async unlike(userId, techniqueId) {
      requireTechnique(techniqueId);
      await likes.unlike(userId, techniqueId);
      return stateOf(techniqueId, false);
    },

    async countLikes(ids) {
      const unique = [...new Set(ids)];
      const counts = await likes.countLikes(unique);
      return Object.fromEntries(unique.map((id) => [id, counts.get(id) ?? 0]));
    },
  };
}

export { fetchLikedTechniqueIds } from './api/likes';
export { LikeButton } from './components/LikeButton';
export { useKnownLikedIds, useLastUnliked, useLikeToggle, useShareLikedIds } from './hooks/useLikes';

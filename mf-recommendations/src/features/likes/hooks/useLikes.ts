import { useCallback, useEffect, useState } from 'react';
import type { LikeState, TechniqueEntry } from '@steady/contracts';
import { useSavedOfflineNotice } from '@steady/app-frame';
import { createChannel, useChannel, useViewer } from '@steady/bus';
import { fetchLikedTechniqueIds, likeTechnique, unlikeTechnique } from '../api/likes';

interface LikedIds {
  userId: string;
  ids: ReadonlySet<string>;
}

/** The signed-in user's liked ids, shared by every like button of this remote. */
const likedIds = createChannel<LikedIds | null>('likedIds', null);

/** The technique this session unliked last, so the liked list can offer to undo it. */
const lastUnliked = createChannel<string | null>('lastUnliked', null);

export function useLastUnliked(): string | null {
  return useChannel(lastUnliked.channel);
}

/** Counts the server sent back after this session's own likes: fresher than the lists they came with. */
const likeCounts = createChannel<Readonly<Record<string, number>>>('likeCounts', {});

/** One request per user however many buttons ask at once. */
let likedIdsRequest: { userId: string; promise: Promise<string[]> } | null = null;

function requestLikedIds(userId: string): Promise<string[]> {
  if (likedIdsRequest?.userId !== userId) {
    const promise = fetchLikedTechniqueIds();
    likedIdsRequest = { userId, promise };
    promise.catch(() => {
      if (likedIdsRequest?.promise === promise) likedIdsRequest = null;
    });
  }
  return likedIdsRequest.promise;
}

/** The liked ids of `userId`, loaded once per user; null for guests and until they arrive. */
function useLikedIds(userId: string | null): ReadonlySet<string> | null {
  const known = useChannel(likedIds.channel);
  const loadedFor = known?.userId ?? null;

  useEffect(() => {
    if (userId === null || loadedFor === userId) return;
    let current = true;
    requestLikedIds(userId).then(
      (ids) => current && likedIds.set({ userId, ids: new Set(ids) }),
      // Likes are a nicety: without the list the buttons start unliked and liking still works (it is idempotent).
      () => current && likedIds.set({ userId, ids: new Set() }),
    );
    return () => {
      current = false;
    };
  }, [userId, loadedFor]);

  return userId !== null && known?.userId === userId ? known.ids : null;
}

/** The liked ids already known for `userId` (shared by a page or a button), without asking the server. */
export function useKnownLikedIds(userId: string): ReadonlySet<string> | null {
  const known = useChannel(likedIds.channel);
  return known?.userId === userId ? known.ids : null;
}

/** Lets a page that loaded the liked ids itself (the liked list) share them with the buttons. */
export function useShareLikedIds() {
  return useCallback(
    (userId: string, ids: readonly string[]) => likedIds.set({ userId, ids: new Set(ids) }),
    [],
  );
}

type LikeStatus = 'idle' | 'saving' | 'loginRequired' | 'failed';

/** A technique's like button: its state, its count and what a press does (spec §5: likes need login). */
export function useLikeToggle(technique: Pick<TechniqueEntry, 'id' | 'likes'>) {
  const viewer = useViewer();
  const userLikedIds = useLikedIds(viewer.userId);
  const counts = useChannel(likeCounts.channel);
  const [status, setStatus] = useState<LikeStatus>('idle');
  const announceSavedOffline = useSavedOfflineNotice();
  const liked = userLikedIds?.has(technique.id) ?? false;
  const count = counts[technique.id] ?? Number(technique.likes);

  async function toggle() {
    const { userId } = viewer;
    if (viewer.sessionLoading) return;
    if (userId === null) {
      setStatus('loginRequired');
      return;
    }
    if (status === 'saving' || userLikedIds === null) return;
    setStatus('saving');
    try {
      const outcome = liked ? await unlikeTechnique(technique.id) : await likeTechnique(technique.id);
      // Kept on the device while offline: the button shows the press now, the server takes it later.
      const result: LikeState =
        outcome.status === 'sent'
          ? outcome.answer
          : { techniqueId: technique.id, liked: !liked, likes: Math.max(0, count + (liked ? -1 : 1)) };
      if (outcome.status === 'savedOffline') announceSavedOffline();
      likedIds.set((previous) => {
        const ids = new Set(previous?.userId === userId ? previous.ids : []);
        if (result.liked) ids.add(technique.id);
        else ids.delete(technique.id);
        return { userId, ids };
      });
      likeCounts.set((previous) => ({ ...previous, [technique.id]: result.likes }));
      lastUnliked.set(result.liked ? null : technique.id);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  return {
    liked,
    count,
    status,
    /** The button waits for the session check and the liked list, so it never shows the wrong state. */
    ready: !viewer.sessionLoading && (viewer.userId === null || userLikedIds !== null),
    signedIn: viewer.userId !== null,
    toggle,
  };
}

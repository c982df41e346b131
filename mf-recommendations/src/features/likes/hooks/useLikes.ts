import { useCallback, useEffect, useState } from 'react';
import { atom, useAtom, useSetAtom } from 'jotai';
import type { LikeState, TechniqueEntry } from '@steady/contracts';
import { useSavedOfflineNotice } from '@steady/app-frame';
import { useViewer } from '@steady/bus';
import { fetchLikedTechniqueIds, likeTechnique, unlikeTechnique } from '../api/likes';

interface LikedIds {
  userId: string;
  ids: ReadonlySet<string>;
}

/** The signed-in user's liked ids, shared by every like button of this remote. */
const likedIdsAtom = atom<LikedIds | null>(null);

/** The technique this session unliked last, so the liked list can offer to undo it. */
const lastUnlikedAtom = atom<string | null>(null);

export function useLastUnliked() {
  return useAtom(lastUnlikedAtom);
}

/** Counts the server sent back after this session's own likes: fresher than the lists they came with. */
const likeCountsAtom = atom<Readonly<Record<string, number>>>({});

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
export function useLikedIds(userId: string | null): ReadonlySet<string> | null {
  const [likedIds, setLikedIds] = useAtom(likedIdsAtom);
  const loadedFor = likedIds?.userId ?? null;

  useEffect(() => {
    if (userId === null || loadedFor === userId) return;
    let current = true;
    requestLikedIds(userId).then(
      (ids) => current && setLikedIds({ userId, ids: new Set(ids) }),
      // Likes are a nicety: without the list the buttons start unliked and liking still works (it is idempotent).
      () => current && setLikedIds({ userId, ids: new Set() }),
    );
    return () => {
      current = false;
    };
  }, [userId, loadedFor, setLikedIds]);

  return userId !== null && likedIds?.userId === userId ? likedIds.ids : null;
}

/** The liked ids already known for `userId` (shared by a page or a button), without asking the server. */
export function useKnownLikedIds(userId: string): ReadonlySet<string> | null {
  const [likedIds] = useAtom(likedIdsAtom);
  return likedIds?.userId === userId ? likedIds.ids : null;
}

/** Lets a page that loaded the liked ids itself (the liked list) share them with the buttons. */
export function useShareLikedIds() {
  const setLikedIds = useSetAtom(likedIdsAtom);
  return useCallback(
    (userId: string, ids: readonly string[]) => setLikedIds({ userId, ids: new Set(ids) }),
    [setLikedIds],
  );
}

export type LikeStatus = 'idle' | 'saving' | 'loginRequired' | 'failed';

/** A technique's like button: its state, its count and what a press does (spec §5: likes need login). */
export function useLikeToggle(technique: Pick<TechniqueEntry, 'id' | 'likes'>) {
  const viewer = useViewer();
  const likedIds = useLikedIds(viewer.userId);
  const setLikedIds = useSetAtom(likedIdsAtom);
  const [counts, setCounts] = useAtom(likeCountsAtom);
  const setLastUnliked = useSetAtom(lastUnlikedAtom);
  const [status, setStatus] = useState<LikeStatus>('idle');
  const announceSavedOffline = useSavedOfflineNotice();
  const liked = likedIds?.has(technique.id) ?? false;
  const count = counts[technique.id] ?? Number(technique.likes);

  async function toggle() {
    const { userId } = viewer;
    if (viewer.sessionLoading) return;
    if (userId === null) {
      setStatus('loginRequired');
      return;
    }
    if (status === 'saving' || likedIds === null) return;
    setStatus('saving');
    try {
      const outcome = liked ? await unlikeTechnique(technique.id) : await likeTechnique(technique.id);
      // Kept on the device while offline: the button shows the press now, the server takes it later.
      const result: LikeState =
        outcome.status === 'sent'
          ? outcome.answer
          : { techniqueId: technique.id, liked: !liked, likes: Math.max(0, count + (liked ? -1 : 1)) };
      if (outcome.status === 'savedOffline') announceSavedOffline();
      setLikedIds((previous) => {
        const ids = new Set(previous?.userId === userId ? previous.ids : []);
        if (result.liked) ids.add(technique.id);
        else ids.delete(technique.id);
        return { userId, ids };
      });
      setCounts((previous) => ({ ...previous, [technique.id]: result.likes }));
      setLastUnliked(result.liked ? null : technique.id);
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
    ready: !viewer.sessionLoading && (viewer.userId === null || likedIds !== null),
    signedIn: viewer.userId !== null,
    toggle,
  };
}

import { useEffect } from 'react';

/** The stored value, or null when there is none or sessionStorage is blocked. */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `serialized` in sessionStorage under `key`, so a reload can restore the tool where it was. */
export function useSessionStorageMirror(key: string, serialized: string): void {
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, serialized);
    } catch {
      // Without storage the tool still works; it just cannot survive a reload.
    }
  }, [key, serialized]);
}

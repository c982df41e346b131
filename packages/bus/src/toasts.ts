import { toastDurationMs } from '@steady/contracts';
import { ownedToasts, type Toast } from './channels';

let toastCounter = 0;

/** Show a snackbar from anywhere; it hides itself after 3 s (spec §8). */
export function showToast(message: string, tone: Toast['tone'] = 'info'): void {
  toastCounter += 1;
  const id = `toast-${toastCounter}`;
  ownedToasts.set((toasts) => [...toasts, { id, message, tone }]);
  setTimeout(() => dismissToast(id), toastDurationMs);
}

export function dismissToast(id: string): void {
  ownedToasts.set((toasts) =>
    toasts.some((toast) => toast.id === id) ? toasts.filter((toast) => toast.id !== id) : toasts,
  );
}

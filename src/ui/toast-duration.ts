export type ToastKind = 'text' | 'info' | 'success' | 'error' | 'loading';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_KIT_MS = 2000;
export const TOAST_MIN_MS = 300;

/**
 * How long a toast stays, in ms; `null` means until it is hidden by hand (loading).
 * A given duration is used only when it is over 300 ms; otherwise the kind's default applies:
 * the kit's info/success toasts last 2 s, plain text and error toasts 3 s.
 */
export function toastDuration(kind: ToastKind | undefined, duration?: number): number | null {
  if (kind === 'loading') return null;
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > TOAST_MIN_MS) return duration;
  return kind === 'info' || kind === 'success' ? TOAST_KIT_MS : TOAST_DEFAULT_MS;
}

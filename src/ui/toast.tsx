import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';
import { toastDuration, type ToastKind } from './toast-duration';
import './ui.css';

export interface ToastOptions {
  kind?: 'info' | 'success' | 'error';
  duration?: number;
}

export interface ToastApi {
  show(text: string, opts?: ToastOptions): void;
  /** Shows a loading toast that stays until the returned function (or `hide()`) is called. */
  loading(text: string): () => void;
  hide(): void;
}

interface ToastState {
  id: number;
  text: string;
  kind: ToastKind;
  duration: number | null;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The app's one toast system: one toast at a time, a newer one replaces the older. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const open = (text: string, kind: ToastKind, duration?: number) => {
      const id = ++lastId.current;
      setToast({ id, text, kind, duration: toastDuration(kind, duration) });
      return id;
    };
    // Hiding by id keeps a late hide (a slow request's loading toast) from removing a newer toast.
    const close = (id: number) => setToast((current) => (current?.id === id ? null : current));
    return {
      show(text, opts) {
        if (text.trim() === '') return;
        open(text, opts?.kind ?? 'text', opts?.duration);
      },
      loading(text) {
        const id = open(text, 'loading');
        return () => close(id);
      },
      hide() {
        setToast(null);
      },
    };
  }, []);

  useEffect(() => {
    if (!toast || toast.duration === null) return;
    const { id } = toast;
    const timer = setTimeout(() => setToast((current) => (current?.id === id ? null : current)), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && <ToastView text={toast.text} kind={toast.kind} />}
    </ToastContext.Provider>
  );
}

function ToastView({ text, kind }: { text: string; kind: ToastKind }) {
  const isError = kind === 'error';
  return (
    <div className="ui-toast-layer">
      <div
        className={`ui-toast ui-toast--${kind}`}
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {kind === 'loading' && <Spinner size={28} />}
        <span className="ui-toast__text">{text}</span>
      </div>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

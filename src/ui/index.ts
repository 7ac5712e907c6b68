import './ui.css';

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Field, type FieldProps } from './field';
export {
  applyBehaviour,
  caretAfterFormat,
  digitsOnly,
  formatBankCard,
  formatNumber,
  formatPhone,
  PHONE_MAX_DIGITS,
  type InputBehaviour,
} from './input-behaviours';
export { Modal, type ModalProps } from './modal';
export { NumberKeyboard, applyKey, type KeyboardKey, type NumberKeyboardProps } from './number-keyboard';
export { LoadFailed, PageLoading, type LoadFailedProps } from './page-state';
export { RouteLink, type RouteLinkProps } from './route-link';
export { Spinner } from './spinner';
export { ToastProvider, useToast, type ToastApi, type ToastOptions } from './toast';
export { toastDuration, TOAST_DEFAULT_MS, TOAST_KIT_MS, TOAST_MIN_MS, type ToastKind } from './toast-duration';
export { uiMessages } from '../i18n/messages/ui';
export { LoadingFrame } from './loading-frame';
export { useHydrated } from './use-hydrated';
export { useEntryState } from './use-entry-state';
export { catalogueText, errorText, type FailureLines } from './error-text';

import { defineMessages } from '../define';

export const common = defineMessages({
  es: {
    'common.loading': 'Cargando…',
    'common.retry': 'Reintentar',
    'common.error': 'error',
    'common.notAvailable': 'Esta página aún no está disponible.',
    'common.notFound': 'Página no encontrada.',
    'common.backHome': 'Volver al inicio',
  },
  en: {
    'common.loading': 'Loading…',
    'common.retry': 'Retry',
    'common.error': 'error',
    'common.notAvailable': 'This page is not available yet.',
    'common.notFound': 'Page not found.',
    'common.backHome': 'Back to home',
  },
});

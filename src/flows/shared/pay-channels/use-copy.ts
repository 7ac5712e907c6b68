import { useCallback } from 'react';
import { useI18n } from '../../../i18n';
import { useToast } from '../../../ui';
import { copyText } from './copy-text';

/** Copies a code and confirms it with a toast (or says it could not be copied). */
export function useCopy(): (text: string) => Promise<void> {
  const toast = useToast();
  const { t } = useI18n();
  return useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      toast.show(ok ? t('repaying.copied') : t('repaying.copyFailed'), { kind: ok ? 'success' : 'error' });
    },
    [toast, t],
  );
}

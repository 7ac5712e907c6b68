import { describe, expect, it } from 'vitest';
import { apiError, serverMessage } from '../../../src/api';
import { registerMessages, translate } from '../../../src/i18n';
import { payChannelsMessages } from '../../../src/i18n/messages/pay-channels';
import { errorText } from '../../../src/ui/error-text';

registerMessages(payChannelsMessages);

const t = (key: Parameters<typeof translate>[1]) => translate('en', key);

describe('the one mapping from an API error to what is shown', () => {
  it("shows the server's message for a business error, trimmed of nothing else", () => {
    const error = apiError({ kind: 'business', code: '5001', message: 'Pedido no encontrado' });
    expect(serverMessage(error)).toBe('Pedido no encontrado');
    expect(errorText(t, error, 'common.error')).toBe('Pedido no encontrado');
  });

  it('shows our line, by kind when given, for every other failure and for a business error without a message', () => {
    const lines = { network: 'repaying.error.network', timeout: 'repaying.error.timeout', other: 'repaying.error.server' } as const;
    expect(errorText(t, apiError({ kind: 'network' }), lines)).toBe(t('repaying.error.network'));
    expect(errorText(t, apiError({ kind: 'timeout' }), lines)).toBe(t('repaying.error.timeout'));
    expect(errorText(t, apiError({ kind: 'http', status: 500 }), lines)).toBe(t('repaying.error.server'));
    expect(errorText(t, apiError({ kind: 'business', code: '1', message: '  ' }), lines)).toBe(t('repaying.error.server'));
    expect(errorText(t, null, 'common.error')).toBe(t('common.error'));
    expect(serverMessage(apiError({ kind: 'network' }))).toBeUndefined();
  });
});

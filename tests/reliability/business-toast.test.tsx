import { createElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { translate } from '../../src/i18n/catalogue';
import { renderPage } from '../helpers/render-page';
import { endpointCalls } from './endpoints';
import { withDemoBackend } from './page-harness';

// SPEC 8 and 9, the shared helper: a business error (a non-zero code) shows the server's message as
// a toast for the default 3 s. A page that then has nothing to draw keeps its failure screen, with
// our catalogue message and a retry. The contract page is the spec's exception: its load failure
// shows the server's message on the page itself (SPEC 8, "Contract load failure").
withDemoBackend();

/** SPEC 9: a toast lasts 3000 ms by default. */
const TOAST_DEFAULT_MS_SPEC = 3000;
const MESSAGE = 'El pedido no existe en nuestro sistema.';
const SHOWS_SERVER_MESSAGE_ON_PAGE = new Set(['maintains.contractDetail']);
const loads = endpointCalls.filter((c) => c.family === 'maintains' && c.kind === 'load' && !SHOWS_SERVER_MESSAGE_ON_PAGE.has(c.endpoint));
/** The page's own line, exactly: the repaying pages say the order cannot be shown, the others that the information could not be loaded. */
const REPAYING_PAGES = new Set(['/repay/choose', '/repay/delay', '/carpmm', '/service']);
const pageLine = (route: string) => translate('en', REPAYING_PAGES.has(route.split('?')[0] ?? '') ? 'repaying.error.refused' : 'ui.loadFailed');

const toast = () => document.querySelector('.ui-toast-layer');
const pageAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => !el.closest('.ui-toast-layer'))
    .map((el) => (el.textContent ?? '').trim());

describe('a business error on a page load: the server message as a toast, our message on the page', () => {
  for (const call of loads) {
    it(`${call.endpoint} from ${call.route.split('?')[0]}`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        server.use(http.post(call.path, () => HttpResponse.json({ success: false, code: 1, message: MESSAGE, data: null })));
        renderPage(createElement(call.page), { route: call.route });
        await waitFor(() => expect(toast()?.textContent).toContain(MESSAGE));
        await waitFor(() => expect(pageAlerts().length).toBeGreaterThan(0));
        expect(pageAlerts()).toEqual([pageLine(call.route)]);
        expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
        await act(async () => vi.advanceTimersByTime(TOAST_DEFAULT_MS_SPEC + 500));
        expect(toast()?.textContent ?? '').not.toContain(MESSAGE);
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it('covers every page load of the shared helper', () => {
    expect([...new Set(loads.map((c) => c.endpoint))].sort()).toEqual(
      [
        'maintains.delayDetail',
        'maintains.generateVcode',
        'maintains.getWhatsapp',
        'maintains.instalmentPlan',
        'maintains.loanConfirm',
        'maintains.loanDetails',
        'maintains.problemDetail',
        'maintains.problemInit',
        'maintains.problemList',
      ].sort(),
    );
  });
});

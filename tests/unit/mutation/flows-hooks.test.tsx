// @vitest-environment happy-dom
// The pages' React hooks of src/flows, each rendered on its own (renderHook) with the providers it
// reads (written from the mutants of `node scripts/mutation-flows.mjs flows-hooks`, docs/mutation-score.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nProvider, registerMessages } from '../../../src/i18n';
import { payChannelsMessages } from '../../../src/i18n/messages/pay-channels';
import { ToastProvider } from '../../../src/ui/toast';
import { apiError } from '../../../src/api/errors';
import { noteShownFromKept } from '../../../src/lib/kept-entries';
import { useFreshOnly } from '../../../src/flows/confirm-loan/use-fresh-only';
import { useKeptAnswer } from '../../../src/flows/shared/use-kept-answer';
import { useCopy } from '../../../src/flows/shared/pay-channels/use-copy';
import { payLink, usePay } from '../../../src/flows/shared/pay-channels/use-pay';
import { useAnnounceFailure } from '../../../src/flows/shared/use-announce-failure';
import { useHeldChanges } from '../../../src/flows/shared/held-watch';

registerMessages(payChannelsMessages);

// Other files share this worker's modules and globals (isolate: false): nothing set here outlives a test.
afterEach(() => {
  noteShownFromKept('default', false);
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

/** The router's first entry is keyed 'default'; `kept` says whether it was shown again from kept answers. */
function wrapper(kept: boolean) {
  noteShownFromKept('default', kept);
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <I18nProvider lang="en">
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </MemoryRouter>
  );
}

describe('useFreshOnly (confirm page)', () => {
  it('on an entry shown from kept answers, drops the first read’s kept answer and takes the fresh one', async () => {
    const answers = ['kept', 'fresh', 'later'];
    const read = vi.fn(async () => answers.shift());
    const { result } = renderHook(() => useFreshOnly(), { wrapper: wrapper(true) });
    await expect(result.current(read)).resolves.toBe('fresh');
    expect(read).toHaveBeenCalledTimes(2);
    await expect(result.current(read)).resolves.toBe('later');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('a failed kept read is dropped too', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValueOnce('fresh');
    const { result } = renderHook(() => useFreshOnly(), { wrapper: wrapper(true) });
    await expect(result.current(read)).resolves.toBe('fresh');
  });

  it('on an entry opened anew, every read is the read itself', async () => {
    const read = vi.fn(async () => 'answer');
    const { result } = renderHook(() => useFreshOnly(), { wrapper: wrapper(false) });
    await expect(result.current(read)).resolves.toBe('answer');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('useKeptAnswer (page-data pages)', () => {
  it('marks only the first answer kept on an entry shown from kept answers', async () => {
    const { result } = renderHook(() => useKeptAnswer(), { wrapper: wrapper(true) });
    await expect(result.current(Promise.resolve({ n: 1 }))).resolves.toEqual({ n: 1, kept: true });
    await expect(result.current(Promise.resolve({ n: 2 }))).resolves.toEqual({ n: 2 });
  });

  it('marks nothing on an entry opened anew', async () => {
    const { result } = renderHook(() => useKeptAnswer(), { wrapper: wrapper(false) });
    await expect(result.current(Promise.resolve({ n: 1 }))).resolves.toEqual({ n: 1 });
  });
});

describe('useCopy (payment code)', () => {
  it('says Copied when the clipboard took the code', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { result } = renderHook(() => useCopy(), { wrapper: wrapper(false) });
    await act(() => result.current('9988776655'));
    expect(writeText).toHaveBeenCalledWith('9988776655');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveClass('ui-toast--success');
  });

  it('says it could not copy, as an error, when neither way worked', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('no')) }, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { result } = renderHook(() => useCopy(), { wrapper: wrapper(false) });
    await act(() => result.current('9988776655'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not copy. Please write the code down.');
  });
});

describe('payLink and usePay (pay with a channel)', () => {
  const session = { commonQuery: { productId: '7', orderId: 'O1' }, headerQuery: {} } as never;

  it('links to the payment instructions with the checked amount and code', () => {
    const checked = payLink(session, 2, '110000', 'OXXO');
    expect(checked.ok).toBe(true);
    const url = new URL(checked.ok ? checked.link : '', 'https://x.test');
    expect(url.pathname).toBe('/carpmm');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ requestType: '2', amount: '110000', payCode: 'OXXO', productId: '7' });
  });

  it('names the value that stops it: the amount first, then the code', () => {
    expect(payLink(session, 1, 'N/D', '')).toEqual({ ok: false, refused: 'amount' });
    expect(payLink(session, 1, '110000', '')).toEqual({ ok: false, refused: 'payCode' });
  });

  it('opens the link, or says which value could not be read', () => {
    const { result } = renderHook(() => ({ pay: usePay(session, 1, '110000'), payNd: usePay(session, 1, 'N/D'), at: useLocation() }), {
      wrapper: wrapper(false),
    });
    act(() => result.current.pay({ payCode: '' } as never));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not read this payment channel.');
    act(() => result.current.payNd({ payCode: 'OXXO' } as never));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not read the amount to pay. Please try again later.');
    expect(result.current.at.pathname).toBe('/');
    act(() => result.current.pay({ payCode: 'OXXO' } as never));
    expect(result.current.at.pathname).toBe('/carpmm');
    expect(result.current.at.search).toContain('payCode=OXXO');
  });
});

describe('useAnnounceFailure (SPEC 8 and 9)', () => {
  it('shows the server’s message of a business error as an error toast, and nothing for any other failure', () => {
    const { result } = renderHook(() => useAnnounceFailure(), { wrapper: wrapper(false) });
    act(() => result.current(undefined, { error: apiError({ kind: 'http', status: 500 }) }));
    act(() => result.current(undefined, { error: apiError({ kind: 'business', code: '9', message: '  ' }) }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => result.current(undefined, { error: apiError({ kind: 'business', code: '9', message: 'Orden cerrada' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Orden cerrada');
  });
});

describe('useHeldChanges (held-watch.ts)', () => {
  it('hears this record’s storage event until unmounted, not another record’s', () => {
    const heard = vi.fn();
    const { unmount } = renderHook(() => useHeldChanges('repay', 'U5', 'O1', heard));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.repay.U5.O2' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.loan.U5.O1' }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.repay.U5.O1' }));
    expect(heard).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.repay.U5.O1' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('hears another tab’s message on the held channel', async () => {
    const heard = vi.fn();
    const { unmount } = renderHook(() => useHeldChanges('loan', 'U5', 'O1', heard));
    const other = new BroadcastChannel('loan-journey.held');
    other.postMessage({ kind: 'loan' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    unmount();
    other.close();
  });
});

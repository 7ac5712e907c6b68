// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { only, respond, startMockServer } from './msw-helpers';
import { useApiClients } from '../../../src/api/use-api-clients';
import { SessionProvider } from '../../../src/session/session-context';
import { fetchServiceInfo } from '../../../src/api/problem';

startMockServer();

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider search="?orderId=O-5&crp_phe=tok">{children}</SessionProvider>;

describe('useApiClients', () => {
  it('builds clients from the session, once', async () => {
    const { result, rerender } = renderHook(() => useApiClients(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    // The default base is the page's own origin (jsdom's), so the relative path is matched there.
    const seen = respond('post', '/maintains/user-problem/get-whatsapp', { code: 0, data: { phone: '1' } }, '');
    await fetchServiceInfo(first);
    const req = only(seen);
    expect(req.url.searchParams.get('orderId')).toBe('O-5');
    expect(req.headers.get('crp_phe')).toBe('tok');
  });

  it('builds them again for another loading callback, and only then', () => {
    const first = () => () => undefined;
    const second = () => () => undefined;
    const { result, rerender } = renderHook(({ onLoading }) => useApiClients(onLoading), { wrapper, initialProps: { onLoading: first } });
    const before = result.current;
    rerender({ onLoading: first });
    expect(result.current).toBe(before);
    rerender({ onLoading: second });
    expect(result.current).not.toBe(before);
  });
});

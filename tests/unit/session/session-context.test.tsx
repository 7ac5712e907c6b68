// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { SessionProvider, useSession } from '../../../src/session/session-context';

function Probe() {
  const session = useSession();
  return (
    <p>
      {session.lang} {session.commonQuery.orderId} {session.headersOne.language}
    </p>
  );
}

describe('SessionProvider', () => {
  it('gives the session of the given search string', () => {
    render(
      <SessionProvider search="?orderId=O-9&type=1">
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('en O-9 en')).toBeInTheDocument();
  });

  it('keeps the same session object while the search is unchanged', () => {
    const { result, rerender } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider search="?orderId=1">{children}</SessionProvider>,
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('refuses to run without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow(/SessionProvider/);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ToastProvider, useToast, type ToastApi, type ToastOptions } from '../../../src/ui';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}
function setup() {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
}
const show = (text: string, opts?: ToastOptions) => act(() => api.show(text, opts));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('shows a plain toast for 3000 ms as a polite status', () => {
    setup();
    show('Saved');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    advance(2900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('gives info and success toasts 2 s', () => {
    setup();
    show('Copied', { kind: 'success' });
    advance(1900);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    advance(100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses a duration over 300 ms and ignores one of 300 or less', () => {
    setup();
    show('long', { duration: 5000 });
    advance(4900);
    expect(screen.getByText('long')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('long')).not.toBeInTheDocument();

    show('short', { duration: 300 });
    advance(400);
    expect(screen.getByText('short')).toBeInTheDocument();
    advance(2650);
    expect(screen.queryByText('short')).not.toBeInTheDocument();
  });

  it('renders errors as an alert', () => {
    setup();
    show('Network down', { kind: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows one toast at a time, and the newer one gets its own full time', () => {
    setup();
    show('first');
    advance(2000);
    show('second');
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    advance(2000);
    expect(screen.getByText('second')).toBeInTheDocument();
    advance(1050);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until its hide function is called', () => {
    setup();
    let hide = () => {};
    act(() => {
      hide = api.loading('uploading...');
    });
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('uploading...');
    act(() => hide());
    expect(screen.queryByText('uploading...')).not.toBeInTheDocument();
  });

  it('does not let a stale loading hide remove a newer toast', () => {
    setup();
    let hide = () => {};
    act(() => {
      hide = api.loading('loading');
    });
    show('Server said no', { kind: 'error' });
    act(() => hide());
    expect(screen.getByRole('alert')).toHaveTextContent('Server said no');
  });

  it('hide() removes any toast, loading included', () => {
    setup();
    act(() => {
      api.loading('wait');
    });
    act(() => api.hide());
    expect(screen.queryByText('wait')).not.toBeInTheDocument();
    show('plain');
    act(() => api.hide());
    expect(screen.queryByText('plain')).not.toBeInTheDocument();
  });

  it('renders server text as text, never as markup', () => {
    setup();
    show('<img src=x onerror=alert(1)><b>bold</b>');
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b>');
    expect(document.querySelector('.ui-toast img, .ui-toast b')).toBeNull();
  });

  it('ignores an empty message', () => {
    setup();
    show('   ');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('works from a click, with user-event on fake timers', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    function Page() {
      const toast = useToast();
      return <button onClick={() => toast.show('Hello')}>go</button>;
    }
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello');
    advance(3000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives the same api object across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
    const { result, rerender } = renderHook(() => useToast(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('says clearly when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});

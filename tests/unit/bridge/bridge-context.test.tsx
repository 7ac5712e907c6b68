// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BridgeProvider, useBridge } from '../../../src/bridge/bridge-context';
import { createFakeBridge } from '../../../src/bridge/fake-bridge';
import { I18nProvider } from '../../../src/i18n/i18n-context';
import { translate } from '../../../src/i18n/catalogue';

function RateButton() {
  const bridge = useBridge();
  return <button onClick={() => bridge.goRating()}>rate</button>;
}

describe('BridgeProvider / useBridge', () => {
  it('hands the given bridge to the tree', async () => {
    const bridge = createFakeBridge();
    render(
      <BridgeProvider bridge={bridge}>
        <RateButton />
      </BridgeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rate' }));
    expect(bridge.calls).toEqual([{ action: 'goRating' }]);
  });

  it('detects the bridge from window and sends its notices, in the page language, to onNotice', async () => {
    const onNotice = vi.fn();
    render(
      <I18nProvider lang="en">
        <BridgeProvider onNotice={onNotice}>
          <RateButton />
        </BridgeProvider>
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rate' }));
    expect(onNotice).toHaveBeenCalledWith(translate('en', 'bridge.notice.rating'));
  });

  it('keeps one bridge across renders and uses the latest onNotice', () => {
    const first = vi.fn();
    const second = vi.fn();
    let notice = first;
    const wrapper = ({ children }: { children: ReactNode }) => <BridgeProvider onNotice={notice}>{children}</BridgeProvider>;
    const { result, rerender } = renderHook(() => useBridge(), { wrapper });
    const before = result.current;
    notice = second;
    rerender();
    expect(result.current).toBe(before);
    result.current.goMine();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(translate('es', 'bridge.notice.mine'));
  });

  it('fails loudly outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBridge())).toThrow(/BridgeProvider/);
  });
});

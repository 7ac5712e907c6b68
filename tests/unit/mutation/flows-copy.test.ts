// @vitest-environment happy-dom
// The copy fallback's hidden textarea (src/flows/shared/pay-channels/copy-text.ts): out of sight and out
// of the accessibility tree while it copies (written from the survivors of `node
// scripts/mutation-flows.mjs flows-shared`, docs/mutation-score.md).
import { afterEach, describe, expect, it } from 'vitest';
import { copyText } from '../../../src/flows/shared/pay-channels/copy-text';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText’s fallback', () => {
  it('copies from a read-only textarea, hidden from sight and from screen readers, then removes it', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let seen: HTMLTextAreaElement | null = null;
    const exec = (command: string) => {
      seen = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : null;
      return command === 'copy';
    };
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('9988776655')).resolves.toBe(true);
    const area = seen as HTMLTextAreaElement | null;
    expect(area?.value).toBe('9988776655');
    expect(area?.hasAttribute('readonly')).toBe(true);
    expect(area?.getAttribute('aria-hidden')).toBe('true');
    expect(area?.style.position).toBe('fixed');
    expect(area?.style.top).toMatch(/^0(px)?$/);
    expect(area?.style.left).toBe('-9999px');
    expect(area?.style.opacity).toBe('0');
    expect(area?.isConnected).toBe(false);
  });
});

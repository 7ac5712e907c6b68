// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/flows/shared/pay-channels/copy-text';

function setClipboard(writeText: ((t: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function setExecCommand(result: boolean | 'throw') {
  const fn = vi.fn(() => {
    if (result === 'throw') throw new Error('refused');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true });
  return fn;
}

afterEach(() => {
  setClipboard(undefined);
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const exec = setExecCommand(true);
    await expect(copyText('9300 1234')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('9300 1234');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea and execCommand when the API refuses (old webviews)', async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    let selected = '';
    const exec = vi.fn(() => {
      selected = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('646180157000012345')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('646180157000012345');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no clipboard API at all', async () => {
    setClipboard(undefined);
    const exec = setExecCommand(true);
    await expect(copyText('X')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledTimes(1);
  });

  it('reports failure when nothing could copy', async () => {
    setClipboard(undefined);
    setExecCommand(false);
    await expect(copyText('X')).resolves.toBe(false);
    setExecCommand('throw');
    await expect(copyText('X')).resolves.toBe(false);
  });
});

// @vitest-environment jsdom
// jsdom: the disabled-button cases rely on jsdom's dispatch of a click to a disabled control; under happy-dom the held tap is not seen (defaultPrevented stays false).
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInput, replayHeldInput } from '../../../src/first-paint/held-input';

// What is typed and tapped on a prerendered page before the app starts is the app's once it has
// hydrated the page (docs/how-a-page-loads.md).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ onSend }: { onSend: (name: string, agreed: boolean) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend(name, agreed);
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input id="agree" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  replayHeldInput(); // forget anything a test left held
});

function prerendered(onSend = vi.fn()) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  holdInput(document);
  return onSend;
}

/**
 * Resolves once the task replayHeldInput set for the held taps has run: it is a 0 ms timer, and
 * timers of one delay run in the order they were set, so one set after it runs after it.
 */
const afterReplayTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Types as a browser does into a field no script handles yet. */
function typeBeforeApp(el: HTMLInputElement, text: string) {
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate(onSend: (name: string, agreed: boolean) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={onSend} />);
  });
  await act(async () => {
    replayHeldInput();
    await afterReplayTask();
  });
}

describe('held input', () => {
  it('a tap before the app starts does not submit the page natively, and is replayed once the app has the typed text', async () => {
    const onSend = prerendered();
    const input = container.querySelector<HTMLInputElement>('#name')!;
    typeBeforeApp(input, 'Ana');
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const agree = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('#agree')!.dispatchEvent(agree);
    expect(agree.defaultPrevented).toBe(true);
    await hydrate(onSend);
    expect(input.value).toBe('Ana');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Ana', false);
  });

  it('typed text survives a render that would reset the field, and taps in order toggle then send', async () => {
    const onSend = prerendered();
    const input = container.querySelector<HTMLInputElement>('#name')!;
    typeBeforeApp(input, 'Luis');
    container.querySelector('#agree')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await hydrate(onSend);
    expect(onSend).toHaveBeenCalledWith('Luis', true);
    // The controlled field now holds the text in the app's state: another render keeps it.
    await act(async () => root?.render(<Form onSend={onSend} />));
    expect(input.value).toBe('Luis');
  });

  it('stops holding once replayed: a later tap is the app’s own, and a second replay does nothing', async () => {
    const onSend = prerendered();
    await hydrate(onSend);
    replayHeldInput();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void container.querySelector('button')!.dispatchEvent(click));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

/**
 * A page whose button acts on data that loads: before the data the button is shown as the test
 * says (`before`), once the data is on screen it is a plain usable button. Each case is tapped on
 * the prerendered `before` markup, then the data arrives (the app renders the usable button)
 * before the held input is replayed: the replay finds a usable button, so only the rule applied
 * at tap time keeps the tap from sending.
 */
type Before = 'usable' | 'disabled' | 'aria-disabled' | 'busy-region' | 'disabled-fieldset';
function DataPage({ shown, before, onSend }: { shown: boolean; before: Before; onSend: () => void }) {
  const waiting = shown ? 'usable' : before;
  const button = (
    <button type="submit" disabled={waiting === 'disabled'} aria-disabled={waiting === 'aria-disabled' || undefined}>
      Confirm loan
    </button>
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <input id="note" />
      <div aria-busy={waiting === 'busy-region' || undefined}>
        <fieldset disabled={waiting === 'disabled-fieldset'}>{button}</fieldset>
      </div>
    </form>
  );
}

function prerenderedDataPage(before: Before) {
  const onSend = vi.fn();
  container = document.createElement('div');
  container.innerHTML = renderToString(<DataPage shown={false} before={before} onSend={onSend} />);
  document.body.append(container);
  holdInput(document);
  return onSend;
}

/** Hydrates the page as it was, shows its data, then replays what was held (the app's order when the data is quick). */
async function startWithDataShown(before: Before, onSend: () => void) {
  await act(async () => {
    root = hydrateRoot(container, <DataPage shown={false} before={before} onSend={onSend} />);
  });
  await act(async () => root?.render(<DataPage shown before={before} onSend={onSend} />));
  expect(container.querySelector('button')!.matches(':disabled, [aria-disabled="true"]')).toBe(false);
  await act(async () => {
    replayHeldInput();
    await afterReplayTask();
  });
}

/** A tap as a browser delivers it to the page's scripts (Chromium delivers a script's click even to a disabled button). */
function tap(el: Element) {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(click);
  return click;
}

describe('held input acts only as the borrower could see it', () => {
  // Hand-written: what the borrower saw when tapping -> whether the tap sends, once the app runs.
  const cases: [Before, string, number][] = [
    ['disabled', 'a disabled (grey) button', 0],
    ['aria-disabled', 'an aria-disabled button', 0],
    ['busy-region', 'a button whose data the page had not shown yet (aria-busy="true" around it)', 0],
    ['disabled-fieldset', 'a button inside a disabled fieldset', 0],
    ['usable', 'a usable button on a page that had shown its data', 1],
  ];
  for (const [before, what, sends] of cases) {
    it(`a tap before the app starts on ${what} sends ${sends === 0 ? 'nothing, even once the button is usable' : 'exactly once'}`, async () => {
      const onSend = prerenderedDataPage(before);
      const click = tap(container.querySelector('button')!);
      expect(click.defaultPrevented).toBe(true);
      await startWithDataShown(before, onSend);
      expect(onSend).toHaveBeenCalledTimes(sends);
      replayHeldInput();
      await act(afterReplayTask);
      expect(onSend).toHaveBeenCalledTimes(sends);
    });
  }

  it('a tap on the grey confirm button before the offer is on screen is dropped: the offer arriving sends nothing', async () => {
    const onSend = prerenderedDataPage('disabled');
    tap(container.querySelector('button')!);
    tap(container.querySelector('button')!);
    await startWithDataShown('disabled', onSend);
    expect(onSend).not.toHaveBeenCalled();
  });

  const submits: [Before, number][] = [
    ['disabled', 0],
    ['aria-disabled', 0],
    ['busy-region', 0],
    ['usable', 1],
  ];
  for (const [before, sends] of submits) {
    it(`a keyboard submit before the app starts, its submit button ${before === 'busy-region' ? 'in a part still loading' : before}, sends ${sends === 0 ? 'nothing' : 'exactly once'}`, async () => {
      const onSend = prerenderedDataPage(before);
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      container.querySelector('form')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      await startWithDataShown(before, onSend);
      expect(onSend).toHaveBeenCalledTimes(sends);
    });
  }
});

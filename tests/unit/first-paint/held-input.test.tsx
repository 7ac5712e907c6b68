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
    await new Promise((resolve) => setTimeout(resolve, 5));
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

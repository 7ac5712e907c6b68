// @vitest-environment jsdom
// One tap, one hop (src/app/hop-guard.ts, docs/decisions/0128): a tap while the app's push of another
// page is under way does nothing; the router's render of the new address, or going back, ends the
// hop. And the code a page can open is fetched ahead only for the controls it shows (next-code.ts).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hopLanded, hopUnderWay, HOP_GIVE_UP_MS, startHopGuard } from '../../../src/app/hop-guard';
import { nextPages } from '../../../src/app/hops/next-code';

describe('the hop guard', () => {
  const opened: string[] = [];
  const button = document.createElement('button');
  beforeAll(() => {
    startHopGuard(window);
    document.body.append(button);
    // As a page's Repay does: the router pushes the next page in the tap's own task.
    button.addEventListener('click', () => {
      opened.push('repay');
      history.pushState({ key: `k${opened.length}` }, '', `/repay/card?n=${opened.length}`);
    });
  });
  afterEach(() => {
    hopLanded();
    opened.length = 0;
    vi.restoreAllMocks();
  });

  it('two taps in the same task: one push, one history entry', () => {
    const before = history.length;
    button.click();
    button.click();
    expect(opened).toEqual(['repay']);
    expect(history.length).toBe(before + 1);
    expect(hopUnderWay()).toBe(true);
  });

  it('once the router has rendered the new address (or the borrower went back), a tap acts again', () => {
    button.click();
    hopLanded();
    button.click();
    expect(opened).toEqual(['repay', 'repay']);
    window.dispatchEvent(new PopStateEvent('popstate'));
    button.click();
    expect(opened).toHaveLength(3);
  });

  it('a dropped tap does nothing at all: no default action, no listener', () => {
    button.click();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const seen = vi.fn();
    document.addEventListener('click', seen, { capture: true });
    button.dispatchEvent(click);
    document.removeEventListener('click', seen, { capture: true });
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
  });

  it('a state written without an address, or a new query on the page on screen, is no hop', () => {
    history.pushState(history.state, '');
    history.replaceState(history.state, '', `${location.pathname}?other=1`);
    expect(hopUnderWay()).toBe(false);
    history.replaceState(history.state, '', '/loan/detail');
    expect(hopUnderWay()).toBe(true);
  });

  it('a hop the router never renders holds taps for HOP_GIVE_UP_MS at most', () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    button.click();
    expect(hopUnderWay(now + HOP_GIVE_UP_MS - 1)).toBe(true);
    expect(hopUnderWay(now + HOP_GIVE_UP_MS)).toBe(false);
  });
});

describe('the code fetched ahead, by what the page shows', () => {
  const page = (html: string) => {
    const main = document.createElement('main');
    main.innerHTML = html;
    return main;
  };
  it('loan details fetch the extension page only when they show its button (isDelay 1)', () => {
    expect(nextPages('loanDetail', page('<button>Repay</button>'))).toEqual(['repay']);
    expect(nextPages('loanDetail', page('<button>Repay</button><button data-opens="repayDelay">Extend</button>'))).toEqual(['repay', 'repayDelay']);
    expect(nextPages('order', page(''))).toEqual(['repay']);
  });
  it('pages with no such control fetch all they can open', () => {
    expect(nextPages('repayDelay', page(''))).toEqual(['paymentDescription', 'dag']);
    expect(nextPages('home', page(''))).toEqual([]);
  });
});

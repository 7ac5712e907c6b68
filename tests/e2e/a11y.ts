import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** The smallest tap target, in CSS px, on every page and in every modal. */
export const MIN_TARGET = 44;

/**
 * Controls inside `root` smaller than 44 x 44 CSS px, as `tag "name" WxH`. A checkbox, radio or
 * file input passes when it or one of its labels is large enough: tapping the label operates the
 * control, so the label is part of the pointer target (WCAG 2.5.8 measures the target), and the
 * app makes these labels, not the bare boxes, 44 px. Nothing is excluded as an inline link: no
 * page has a link inside a sentence, so every link is held to the full size.
 */
export function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((container, min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"]';
    const big = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width >= min - 0.5 && box.height >= min - 0.5;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    return Array.from(container.querySelectorAll(selector)).flatMap((el) => {
      const labels =
        el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type) ? Array.from(el.labels ?? []).filter(shown) : [];
      if (!shown(el) && labels.length === 0) return [];
      if ((shown(el) && big(el)) || labels.some(big)) return [];
      const box = (shown(el) ? el : labels[0]!).getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? labels[0]?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  }, MIN_TARGET);
}

/** How a page is checked: only a part of it (`include`, a selector), or without its frames. */
export interface AxeScope {
  include?: string;
  frames?: boolean;
}

/**
 * axe's violations on the page, one line each (none expected): the one way every E2E test runs axe.
 * axe runs in the page itself (legacy mode): the default mode also opens a blank page of its own to
 * put the frames' results together, about a third of each run's time, and no page but the public
 * site's has a frame to put together (decision 0138). A frame sandboxed without scripts (the policy
 * frame, decision 0097) never answers axe, so a page with one is checked without its frames, and the
 * framed page on its own in public-site.spec.ts (`frames: true` checks a page's frames too).
 */
export async function axeViolations(page: Page, { include, frames }: AxeScope = {}): Promise<string[]> {
  const withFrames = frames ?? (await page.locator('iframe[sandbox]').count()) === 0;
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: withFrames });
  if (include) builder = builder.include(include);
  const axe = await builder.analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join(' | ')}`);
}

// The code of a next page fetched ahead, not run (docs/decisions/0140): a built page lists on #root
// (`data-next`, written by scripts/prerender.mjs from ./next-code.ts) the files of each page a tap can
// reach from it. They are added as module preloads, one per task: the browser fetches and compiles
// them, and runs them only when a tap imports the page. Importing them ahead ran each next page's
// modules (its machine built by xstate) in tasks of 50-100 ms on the phone profile.
import { modulePreloadLink } from '../../lib/module-preload';
import { nextTask } from '../../lib/next-task';

/** Route name -> its files, from #root's data-next; undefined where the page lists none (`npm start`, the app page). */
export function listedCode(root: HTMLElement | null = document.getElementById('root')): ReadonlyMap<string, readonly string[]> | undefined {
  const listed = root?.dataset.next;
  if (listed === undefined) return undefined;
  const map = new Map<string, readonly string[]>();
  for (const part of listed.split(',')) {
    const [name = '', files = ''] = part.split(':');
    map.set(
      name,
      files.split(' ').filter((f) => f.startsWith('/assets/') && f.endsWith('.js')),
    );
  }
  return map;
}

const asked = new Set<string>();

/** Adds a module preload for each of `files` not asked for yet, one per task; resolves once all are added. */
export async function fetchAhead(files: readonly string[], head: HTMLElement = document.head): Promise<void> {
  for (const href of files) {
    if (asked.has(href) || head.querySelector(`link[href="${href}"]`)) continue;
    asked.add(href);
    head.append(modulePreloadLink(href));
    await nextTask();
  }
}

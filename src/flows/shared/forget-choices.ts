import { entriesOf, keptChoices } from './use-kept-choices';

/**
 * The flow these choices were made for ended (a payment made, a complaint filed): `names` are
 * forgotten for `userId` on every history entry of the tab, in memory and in its storage, so a page
 * gone back to, or loaded again, starts from its default (docs/decisions/0137). Loaded when a flow
 * ends, out of the pages' first load.
 */
export function forgetChoices(userId: string, names: readonly string[]): void {
  keptChoices.revise((entry, choices) => {
    if (!entry.startsWith(entriesOf(userId))) return choices;
    const left = new Map([...choices].filter(([name]) => !names.includes(name)));
    return left.size === 0 ? undefined : left;
  });
}

import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ReloadRow, ReloadSpec } from '../../machines/shared/reload';
import { createModel, type ModelOptions } from './model-paths';
import { runMachine, type MachineRun } from './machine-runner';

/** The page was started at this time; the reload comes `elapsedMs` after the state was reached. */
const T0 = Date.UTC(2026, 4, 18, 10, 0, 0);

export interface ReloadSuite<TKept> {
  spec: ReloadSpec<AnyMachineSnapshot, TKept>;
  /** The graph that reaches every state (the machine's own model: its cases and context). */
  model: ModelOptions;
  /** Child logic left real (a countdown). */
  keepActors?: string[];
  /** Performs one model event on the running machine (default: the runner's perform). */
  perform?: (run: MachineRun, event: EventObject) => Promise<void>;
  /**
   * The page loaded again at `now` with what was kept: the machine's input, the answers its loads get
   * and the events the page itself sends (a choice made again), in order.
   */
  restart: (kept: TKept | null, now: number) => { input: unknown; answers: EventObject[] };
  /** The actors that commit (send money, a code, a complaint, a score): a reload never starts one. */
  commits: string[];
  /** For a 'same' row: what must come back of the context (given the time that passed), before and after. */
  same?: (before: AnyMachineSnapshot, after: AnyMachineSnapshot, elapsedMs: number) => void;
  /** How long after reaching a state the page is loaded again (default 4.5 s). */
  elapsedMs?: number;
}

const pathOf = (machine: AnyStateMachine, id: string) => id.slice(machine.id.length + 1);
const leavesOf = (s: AnyMachineSnapshot): string[] =>
  ((s as unknown as { _nodes: { id: string; type: string }[] })._nodes ?? [])
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id);
const nodesOf = (s: AnyMachineSnapshot): string[] => ((s as unknown as { _nodes: { id: string }[] })._nodes ?? []).map((n) => n.id);

/** The region a state belongs to: its nearest ancestor whose parent is parallel (or the machine). */
function regionOf(machine: AnyStateMachine, id: string): string {
  let node = machine.getStateNodeById(id);
  while (node.parent && node.parent.type !== 'parallel') node = node.parent;
  return node.parent ? node.id : machine.id;
}

/** The row that decides for `leaf`: its own, or its nearest ancestor's that is not 'same'. */
function rowOf(machine: AnyStateMachine, table: Readonly<Record<string, ReloadRow>>, leaf: string): { state: string; row: ReloadRow } {
  const state = pathOf(machine, leaf);
  const row = table[state];
  if (!row) throw new Error(`No reload row for ${state}`);
  return { state, row };
}

/**
 * The reload table checked on the machine (docs/decisions/0137): every state has a row and every row
 * is a state; then, for every state the graph reaches, the machine is taken there, the page is
 * "reloaded" (the machine stopped, started again from what the rule kept, with `elapsedMs` passed,
 * its loads answered), and each region is where its row says, with no commit started again.
 */
export function describeReloadTable<TKept>(name: string, machine: AnyStateMachine, suite: ReloadSuite<TKept>): void {
  const elapsed = suite.elapsedMs ?? 4500;
  const { table } = suite.spec;
  describe(`${name} reload table`, () => {
    it('has a row for every state, and none for a state the machine does not have', () => {
      const states = getStateNodes(machine.root).map((n) => pathOf(machine, n.id));
      expect(Object.keys(table).sort()).toEqual([...states].sort());
      for (const [state, row] of Object.entries(table)) {
        if (row.brings === 'earlier') expect(states, `${state} goes back to a state of the machine`).toContain(row.to);
        if (row.brings !== 'same') expect(row.why.length, `${state} says why`).toBeGreaterThan(10);
      }
    });

    const { model, serialize } = createModel(machine, suite.model);
    const paths = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serialize(p.state), p]));

    /** The page loaded again from `kept`, its loads answered. */
    async function reloadFrom(kept: TKept | null, now: number) {
      const { input, answers } = suite.restart(kept, now);
      const run = runMachine(machine, { coverage: { inspect: () => undefined }, input, keepActors: suite.keepActors });
      for (const answer of answers) {
        // An actor's answer when it is running; any other event is what the page sends itself (a choice made again).
        const id = answer.type.replace(/^xstate\.(done|error)\.actor\./, '');
        if (id === answer.type) await run.perform(answer);
        else if (run.actors.pending.has(id)) await run.perform(answer);
      }
      return run;
    }

    for (const path of paths.values()) {
      const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
      const label = events.map((e) => e.type).join(' → ') || '(start)';
      it(`reloaded in ${JSON.stringify(path.state.value)} after ${label}`, async () => {
        const run = runMachine(machine, { coverage: { inspect: () => undefined }, input: suite.model.input, keepActors: suite.keepActors });
        let kept: TKept | null = null;
        const keep = () => {
          kept = suite.spec.keep(run.actor.getSnapshot() as AnyMachineSnapshot, kept, T0 + run.clock.now());
        };
        keep();
        const subscription = run.actor.subscribe(keep);
        for (const event of events) await (suite.perform ?? ((r, e) => r.perform(e)))(run, event);
        const before = run.actor.getSnapshot() as AnyMachineSnapshot;
        expect(before.value).toEqual(path.state.value);
        subscription.unsubscribe();
        run.actor.stop();
        const now = T0 + run.clock.now() + elapsed;

        const again = await reloadFrom(kept, now);
        const after = again.actor.getSnapshot() as AnyMachineSnapshot;
        const fresh = (await reloadFrom(null, now)).actor.getSnapshot() as AnyMachineSnapshot;
        let same = false;
        const leaves = leavesOf(before);
        // A row's `with` states decide for their regions over those regions' own rows.
        const over = new Map<string, string>();
        for (const leaf of leaves) {
          const { row } = rowOf(machine, table, leaf);
          if (row.brings === 'earlier') for (const w of row.with ?? []) over.set(regionOf(machine, `${machine.id}.${w}`), `${machine.id}.${w}`);
        }
        for (const leaf of leaves) {
          const region = regionOf(machine, leaf);
          // A state forced in an enclosing region (a held payment leaving a parallel step) decides for the regions inside it.
          const forced = over.get(region) ?? [...over].find(([r]) => r !== machine.id && region.startsWith(`${r}.`))?.[1];
          if (forced && forced !== leaf) {
            expect(nodesOf(after), `${pathOf(machine, leaf)}: brought to ${pathOf(machine, forced)} by another region's row`).toContain(forced);
            continue;
          }
          const { state, row } = rowOf(machine, table, leaf);
          const within = (nodes: string[]) => nodes.filter((id) => region === machine.id || id.startsWith(`${region}.`)).sort();
          if (row.brings === 'same') {
            same = true;
            expect(nodesOf(after), `${state}: the same state`).toContain(leaf);
          } else if (row.brings === 'earlier') expect(nodesOf(after), `${state}: back to ${row.to}`).toContain(`${machine.id}.${row.to}`);
          else expect(within(leavesOf(after)), `${state}: the start`).toEqual(within(leavesOf(fresh)));
        }
        if (same) suite.same?.(before, after, elapsed);
        const started = again.actors.calls.map((c) => c.id).filter((id) => suite.commits.includes(id));
        expect(started, 'no commit is sent again by the reload').toEqual([]);
        again.actor.stop();
      });
    }
  });
}

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { apiError } from '../../src/api/errors';
import { customerServiceMachine } from '../../machines/customer-service/customer-service.machine';
import { extensionMachine } from '../../machines/extension/extension.machine';
import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import { selectPageDataView, pageDataIntents } from '../../machines/shared/page-data';
import { contractMachine } from '../../machines/contract/contract.machine';
import { selectContractView, contractIntents } from '../../machines/contract/contract.view-model';

// A page that shows server data (SPEC 8: a failed call says why and offers a retry): loading, then
// the data as loaded, or the failure with its error and a retry that loads the same input again.
const ORDER = { productId: '7', orderId: '240518001' };
const machines: [string, AnyStateMachine, unknown][] = [
  ['instalment', instalmentMachine, ORDER],
  ['extension', extensionMachine, ORDER],
  ['customer service', customerServiceMachine, {}],
];

function loader(answers: ('ok' | 'fail' | 'kept')[]) {
  const inputs: unknown[] = [];
  const announced: unknown[] = [];
  const actor = fromPromise<unknown, unknown>(async ({ input }) => {
    inputs.push(input);
    const answer = answers[inputs.length - 1];
    if (answer === 'fail') throw apiError({ kind: 'network' });
    return answer === 'kept' ? { answer: inputs.length, kept: true } : { answer: inputs.length };
  });
  return { actor, inputs, announced };
}

describe.each(machines)('%s page data', (_name, machine, input) => {
  const start = (answers: ('ok' | 'fail' | 'kept')[]) => {
    const load = loader(answers);
    const actor = createActor(
      machine.provide({
        actors: { loadData: load.actor },
        actions: { announceFailure: (_: unknown, p: { error: unknown }) => void load.announced.push(p.error) },
      }),
      { input },
    ).start();
    return { actor, load };
  };

  it('loads its input and shows the data as loaded', async () => {
    const { actor, load } = start(['ok']);
    expect(selectPageDataView(actor.getSnapshot())).toEqual({ status: 'loading', error: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load.inputs).toEqual([input]);
    expect(selectPageDataView(actor.getSnapshot())).toEqual({ status: 'loaded', data: { answer: 1 }, standing: 'confirmed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(load.announced).toEqual([]);
  });

  it('says why a load failed, and a retry loads the same input again', async () => {
    const { actor, load } = start(['fail', 'ok']);
    await waitFor(actor, (s) => s.matches('failed'));
    const view = selectPageDataView(actor.getSnapshot());
    expect(view).toMatchObject({ status: 'failed', error: { kind: 'network' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(load.announced).toHaveLength(1);
    expect(load.announced[0]).toMatchObject({ kind: 'network' });
    pageDataIntents((e) => actor.send(e)).onRetry();
    expect(selectPageDataView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load.inputs).toEqual([input, input]);
    expect(actor.getSnapshot().context).toMatchObject({ data: { answer: 2 }, error: null });
  });

  // docs/decisions/0139: a kept answer (Back or forward) is shown as checking, never acted on, until
  // the same call made again confirms it; a failed check leaves it unconfirmed, with Check again.
  it('shows a kept answer as checking until the fresh one replaces it', async () => {
    const { actor, load } = start(['kept', 'ok']);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load.inputs).toEqual([input, input]);
    expect(selectPageDataView(actor.getSnapshot())).toEqual({ status: 'loaded', data: { answer: 2 }, standing: 'confirmed' });
  });

  it('keeps a kept answer unconfirmed when the fresh one fails, and Check again asks once more', async () => {
    const { actor, load } = start(['kept', 'fail', 'ok']);
    await waitFor(actor, (s) => s.matches('unconfirmed'));
    expect(selectPageDataView(actor.getSnapshot())).toEqual({ status: 'loaded', data: { answer: 1, kept: true }, standing: 'unconfirmed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    pageDataIntents((e) => actor.send(e)).onRetry();
    expect(selectPageDataView(actor.getSnapshot())).toMatchObject({ status: 'loaded', standing: 'checking' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load.inputs).toEqual([input, input, input]);
    expect(selectPageDataView(actor.getSnapshot())).toEqual({ status: 'loaded', data: { answer: 3 }, standing: 'confirmed' });
  });
});

describe('the loan agreement page data', () => {
  it('loads the order number it was given, and after a failure loads it again on retry', async () => {
    const asked: unknown[] = [];
    let calls = 0;
    const actor = createActor(
      contractMachine.provide({
        actors: {
          loadContract: fromPromise(async ({ input }) => {
            asked.push(input);
            calls += 1;
            if (calls === 1) throw apiError({ kind: 'timeout' });
            return { title: 'Contrato', content: '<p>x</p>' } as never;
          }),
        },
      }),
      { input: { orderNo: 'MX240518001' } },
    ).start();
    expect(selectContractView(actor.getSnapshot())).toEqual({ status: 'loading', contract: null, error: null });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectContractView(actor.getSnapshot())).toMatchObject({ status: 'failed', contract: null, error: { kind: 'timeout' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    contractIntents((e) => actor.send(e)).onRetry();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ orderNo: 'MX240518001' }, { orderNo: 'MX240518001' }]);
    expect(selectContractView(actor.getSnapshot())).toEqual({ status: 'loaded', contract: { title: 'Contrato', content: '<p>x</p>' }, error: null });
  });
});

import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../api/clients';
import type { OrderInput } from '../../../api/loan';
import { useApiClients } from '../../../api/use-api-clients';
import { useFlowActor } from '../use-flow-actor';
import { useSession } from '../../../session';
import { selectPageData, selectPageError, selectPageStatus, type PageDataMachine } from '../../../../machines/shared/page-data';

/**
 * Runs a page-data machine that loads one thing for the session's order (productId, orderId):
 * the shared start of the instalment and extension pages.
 */
export function useOrderPageData<T>(machine: PageDataMachine<T, OrderInput>, load: (api: ApiClients, order: OrderInput) => Promise<T>) {
  const session = useSession();
  const api = useApiClients();
  const input: OrderInput = { productId: session.commonQuery.productId ?? '', orderId: session.commonQuery.orderId ?? '' };
  const actor = useFlowActor(machine, { actors: { loadData: fromPromise<T, OrderInput>(({ input: order }) => load(api, order)) } }, input);
  const status = useSelector(actor, selectPageStatus);
  const data = useSelector(actor, selectPageData<T>);
  const error = useSelector(actor, selectPageError);
  return { session, status, data, error, retry: () => actor.send({ type: 'page.retry' }) };
}

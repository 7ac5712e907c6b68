// What a complaint save cut by the page going needs (docs/decisions/0137), out of the form's first
// load: the complaint list read afresh, and, once the complaint is filed, the order picked for it on
// the entry page forgotten.
import { listShowsDraft } from '../../../machines/complaint-form/filed-check';
import type { FindInput } from '../../../machines/complaint-form/complaint-form.machine';
import { fetchComplaintList, type ApiClients } from '../../api';
import { forgetChoices } from '../shared/forget-choices';

/** The entry page's choices made for the complaint (complaintEntryChoices' names; a test holds them equal). */
export const FILED_CHOICES = ['complaintEntry.order'];

/** Whether the complaint list, read afresh (never a kept answer), shows the complaint sent. */
export async function findFiled(api: ApiClients, input: FindInput): Promise<boolean> {
  const list = await fetchComplaintList(api, { fresh: true });
  return listShowsDraft(
    list.tabs.flatMap((tab) => tab.items),
    input.text,
    input.typeTitle,
  );
}

/** The complaint was filed: the borrower's choices made for it are forgotten. */
export function forgetFiled(userId: string): void {
  forgetChoices(userId, FILED_CHOICES);
}

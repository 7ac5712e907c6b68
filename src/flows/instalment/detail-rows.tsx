import { useId } from 'react';
import type { TextRow } from '../../api/schema-kit';
import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import { entrySlot } from '../../lib/entry-store';
import { useEntryState } from '../../ui/use-entry-state';

/** SPEC section 9: the instalment detail list is folded to its first 2 rows. */
export const FOLDED_ROWS = 2;

/** Unfolded or not, per history entry: going back to the page shows the list as it was left. */
const unfolded = entrySlot<boolean>();

/** The detail list, folded to its first rows with a 'more' / 'hide' toggle (view state only, kept per history entry). */
export function DetailRows({ rows }: { rows: TextRow[] }) {
  const { t, money } = useI18n();
  const [open, setOpen] = useEntryState(unfolded, false);
  const listId = useId();
  const shown = open ? rows : rows.slice(0, FOLDED_ROWS);
  return (
    <div>
      <dl className="pay-rows" id={listId} data-testid="detail-rows">
        {shown.map((row, i) => (
          <div key={`${row.text}-${i}`} style={{ display: 'contents' }}>
            <dt>{row.text}</dt>
            <dd>{money(row.value)}</dd>
          </div>
        ))}
      </dl>
      {rows.length > FOLDED_ROWS && (
        <Button variant="link" className="pay-fold" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? t('instalment.hide') : t('instalment.more')}
        </Button>
      )}
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { listShowsDraft } from '../../../machines/complaint-form/filed-check';
import { complaintEntryChoices } from '../../../machines/complaint-entry/complaint-entry.view-model';
import { FILED_CHOICES } from '../../../src/flows/complaint/save-settle';

// docs/decisions/0137: a complaint sent before the page went is filed when the list shows its
// description (the ends trimmed, as the server trims it), of its type when the page knows it.
describe('whether the complaint list shows a draft sent', () => {
  const items = [
    { type: 'Cobranza', content: 'Me llaman de noche.' },
    { type: 'Pagos y reembolsos', content: '  Pagué dos veces ' },
  ];

  it('finds it by its description and type', () => {
    expect(listShowsDraft(items, 'Me llaman de noche.', 'Cobranza')).toBe(true);
    expect(listShowsDraft(items, 'Pagué dos veces', 'Pagos y reembolsos')).toBe(true);
  });

  it('not another type, another description, or an empty one', () => {
    expect(listShowsDraft(items, 'Me llaman de noche.', 'Pagos y reembolsos')).toBe(false);
    expect(listShowsDraft(items, 'Me llaman de día.', 'Cobranza')).toBe(false);
    expect(listShowsDraft([...items, { type: 'Cobranza', content: ' ' }], '  ', 'Cobranza')).toBe(false);
  });

  it('by its description alone when the page does not know the type title', () => {
    expect(listShowsDraft(items, 'Me llaman de noche.', '')).toBe(true);
  });

  it('a filed complaint forgets the choices the entry page made for it', () => {
    expect(FILED_CHOICES).toEqual(complaintEntryChoices.map((c) => c.name));
  });
});

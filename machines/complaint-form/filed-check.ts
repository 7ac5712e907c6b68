// Whether a complaint sent before the page went was filed (docs/decisions/0137): read from the
// complaint list. Its own module: loaded only with a draft found marked sent.
/** A complaint in the list, as far as it tells one from another (SPEC 3: id, time, type, content). */
export interface FiledComplaint {
  type: string;
  content: string;
}

/**
 * Whether the list shows the complaint of a draft sent before a reload (docs/decisions/0137): one
 * whose content is the draft's description (spaces at the ends aside, as the server trims it) and,
 * when the page knows the type's title, of that type. The list names no order and its time is the
 * server's clock in the server's zone, so neither is compared.
 */
export function listShowsDraft(items: readonly FiledComplaint[], text: string, typeTitle: string): boolean {
  const content = text.trim();
  if (content === '') return false;
  return items.some((item) => item.content.trim() === content && (typeTitle === '' || item.type === typeTitle));
}

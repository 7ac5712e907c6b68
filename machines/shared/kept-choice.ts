// A choice the borrower makes on a page and its machine holds (a card, a tab, an order), kept per
// history entry and made again when the borrower goes back to the entry (docs/decisions/0111;
// src/flows/shared/use-kept-choices.ts keeps and replays them). Pure: each page's view model says
// what its choices are and which events make one again; the machine's own guards still decide.

/** One of a page's kept choices, read from and made on the page machine's snapshots. */
export interface KeptChoice<TSnapshot, TEvent> {
  /** Unique across the app: the name it is kept under. */
  name: string;
  /**
   * After the borrower sent `event`: the choice the page shows now (an id, an index), as the machine
   * took it; null when the event is not this choice.
   */
  made(event: TEvent, after: TSnapshot): string | null;
  /**
   * The events that make `choice` again on `snapshot`, in order: null while they cannot be sent yet
   * (what the choice is made on is not on screen), [] when it is already shown or can no longer be
   * made (the card, tab or order is not there any more).
   */
  again(choice: string, snapshot: TSnapshot): TEvent[] | null;
}

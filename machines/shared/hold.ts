// How long a commit whose outcome is unknown is held, and when the order is read meanwhile
// (docs/decisions/0133): reads at 2, 5, 10, 20 and 40 s after the answer was lost; the hold ends with
// the last read. Pure, so the machines, the page and the tests count the same way.

/** When the order is read, in ms after the answer was lost; the last one ends the hold. */
export const READS_AT = [2000, 5000, 10_000, 20_000, 40_000] as const;
export const HOLD_MS = READS_AT[READS_AT.length - 1] ?? 40_000;

/** The first read to make when the hold is `elapsed` ms old: the last one already due (read at once), else the first. */
export const firstRead = (elapsed: number): number => Math.max(0, READS_AT.filter((at) => at <= elapsed).length - 1);

/** How long to wait before read `read`, the hold being `elapsed` ms old (0: now). */
export const waitFor = (read: number, elapsed: number): number => Math.max(0, (READS_AT[read] ?? HOLD_MS) - elapsed);

/** Where settling starts for a hold `elapsed` ms old. */
export const startHold = (elapsed: number): { read: number; elapsed: number } => ({ read: firstRead(elapsed), elapsed });

export const isLastRead = (read: number): boolean => read >= READS_AT.length - 1;

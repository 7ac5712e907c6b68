/**
 * A test's time limit is for a hang, never for the machine's speed (docs/decisions/0138): a test
 * that runs many cases inside one test (a property over 1,000 generated values, a walk over many
 * stories) gets a limit per case, never Vitest's one 20 s for them all. 100 ms is a case's budget:
 * a generated value is checked in well under a millisecond on an idle machine, and in some
 * milliseconds on one loaded twenty-fold.
 */
export const PER_CASE_MS = 100;

/** The time limit for a test of `cases` cases (never under Vitest's default, 20 s). */
export const perCase = (cases: number, ms = PER_CASE_MS) => Math.max(20_000, cases * ms);

/** Marks the place in a loading frame where a built page's inline script shows the first answer (src/first-paint/first-answer.ts). */
export const FIRST_ANSWER_SLOT = 'data-first-answer';

import { describe, expect, it } from 'vitest';
import { unexplainedText } from '../helpers/shown-messages';

// The check behind "no internal text on screen" (tests/stories/stories-render.test.tsx) must see
// internal text, and must pass our catalogue and the server's own words.
describe('unexplainedText', () => {
  it('passes catalogue messages, filled placeholders and server messages', () => {
    expect(unexplainedText('The information could not be loaded.')).toBe('');
    expect(unexplainedText('No se pudo cargar la información.')).toBe('');
    expect(
      unexplainedText('No pudimos procesar su solicitud en este momento. Intente más tarde.Your loan was not confirmed. Please try again.'),
    ).toBe('');
  });

  it('flags exception messages, schema paths and HTTP statuses', () => {
    for (const internal of [
      'unexpected response: data.amount: not a number',
      'HTTP 500',
      'TypeError: Cannot read properties of undefined',
      'repayDetail.vCode: empty',
    ]) {
      expect(unexplainedText(internal), internal).not.toBe('');
    }
  });
});

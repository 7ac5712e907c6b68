import { describe, expect, it } from 'vitest';
import { bridgeMessages } from '../../../src/i18n/messages/bridge';
import { catalogues } from '../../../src/i18n/catalogue';

describe('bridge messages', () => {
  it('has the same keys in both languages, all registered in the catalogues', () => {
    const keys = Object.keys(bridgeMessages.es).sort();
    expect(Object.keys(bridgeMessages.en).sort()).toEqual(keys);
    for (const key of keys) {
      expect(catalogues.es[key]).toBe(bridgeMessages.es[key as keyof typeof bridgeMessages.es]);
      expect(catalogues.en[key]).toBe(bridgeMessages.en[key as keyof typeof bridgeMessages.en]);
      expect(catalogues.es[key]).not.toBe(catalogues.en[key]);
    }
  });
});

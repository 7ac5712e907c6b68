import { describe, expect, it } from 'vitest';
import { bridgeMessages } from '../../../src/i18n/messages/bridge';
import { catalogues } from '../../../src/i18n/catalogue';
// The bridge's code adds its notices to the catalogues when it loads (docs/decisions/0106).
import '../../../src/bridge/browser-bridge';

describe('bridge messages', () => {
  it("has the same keys in both languages, all registered in the catalogues by the bridge's code", () => {
    const keys = Object.keys(bridgeMessages.es).sort();
    expect(Object.keys(bridgeMessages.en).sort()).toEqual(keys);
    for (const key of keys) {
      expect(catalogues.es[key]).toBe(bridgeMessages.es[key as keyof typeof bridgeMessages.es]);
      expect(catalogues.en[key]).toBe(bridgeMessages.en[key as keyof typeof bridgeMessages.en]);
      expect(catalogues.es[key]).not.toBe(catalogues.en[key]);
    }
  });
});

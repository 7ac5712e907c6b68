import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientType, inAppBrowser, isInAppBrowser, isWeChat } from '../../../src/lib/user-agent';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

const IN_APP = {
  wechat:
    'Mozilla/5.0 (Linux; Android 10; V1962A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.62 XWEB/2691 MMWEBSDK/200801 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/7.0.19.1760(0x27001339) Process/toolsmp WeChat/arm64 NetType/WIFI Language/zh_CN ABI/arm64',
  whatsapp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/2.23.1.75',
  facebook:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/397.0.0.23.404;]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 262.0.0.24.327 (iPhone13,2; iOS 16_1; en_US; en-US; scale=3.00; 1170x2532; 414373022) NW/3',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.1.0',
} as const;

describe('in-app browser check', { timeout: perCase(1000) }, () => {
  it.each(Object.entries(IN_APP))('recognises %s', (name, ua) => {
    expect(inAppBrowser(ua)).toBe(name);
    expect(isInAppBrowser(ua)).toBe(true);
    expect(isWeChat(ua)).toBe(name === 'wechat');
  });

  it('calls Instagram Instagram even when it carries Facebook markers', () => {
    expect(inAppBrowser(`${IN_APP.instagram} FBAV/1.0`)).toBe('instagram');
  });

  it.each([ANDROID_CHROME, IPHONE_SAFARI, IPAD_DESKTOP, 'Mozilla/5.0 Pipeline/2.0 Discipline/3', ''])('treats %j as a normal browser', (ua) => {
    expect(isInAppBrowser(ua)).toBe(false);
  });

  it('finds WeChat wherever MicroMessenger appears in any user agent', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.mixedCase(fc.constant('micromessenger')),
        (before, after, marker) => {
          const ua = `${before}${marker}/8.0 ${after}`;
          expect(isWeChat(ua)).toBe(true);
          expect(isInAppBrowser(ua)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('flags nothing in text without any app marker', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ ()/;.0-9A-EGHJKNOPRSTUVXYZa-eghjknoprstuvxyz]{0,80}$/), (ua) => {
        expect(inAppBrowser(ua)).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('clientType', { timeout: perCase(1000) }, () => {
  it.each([
    [ANDROID_CHROME, 0, 'android'],
    [IPHONE_SAFARI, 0, 'ios'],
    [IN_APP.line, 0, 'ios'],
    [IN_APP.facebook, 0, 'android'],
    [IPAD_DESKTOP, 5, 'ios'],
    [IPAD_DESKTOP, 0, 'android'],
    ['curl/8.0', 0, 'android'],
  ] as const)('reads %j (touch points %i) as %s', (ua, touch, expected) => {
    expect(clientType(ua, touch)).toBe(expected);
  });

  it('is always ios or android, and android whenever the UA says Android', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.boolean(), fc.nat(10), (ua, android, touch) => {
        const text = android ? `${ua} Android 11` : ua;
        const type = clientType(text, touch);
        expect(['ios', 'android']).toContain(type);
        if (android) expect(type).toBe('android');
      }),
      RUNS,
    );
  });
});

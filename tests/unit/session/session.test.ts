import { describe, expect, it } from 'vitest';
import { sessionFromQuery } from '../../../src/session/session';
import { paymentParamsFrom } from '../../../src/session/payment-params';
import { config } from '../../../src/config/env';

describe('sessionFromQuery', () => {
  it('reads the language flag', () => {
    expect(sessionFromQuery('?type=1').lang).toBe('en');
    expect(sessionFromQuery('?type=2').lang).toBe('es');
    expect(sessionFromQuery('?type=9').lang).toBe('es');
    expect(sessionFromQuery('').lang).toBe('es');
  });

  it('keeps the present common params in a fixed order, whatever the page order', () => {
    const session = sessionFromQuery('?sessionId=s1&utm=x&orderId=O-1&type=2&gps_adid=ad&productId=7&appVersion=&deviceId=d1');
    expect(Object.entries(session.commonQuery)).toEqual([
      ['productId', '7'],
      ['orderId', 'O-1'],
      ['deviceId', 'd1'],
      ['sessionId', 's1'],
      ['gps_adid', 'ad'],
      ['type', '2'],
    ]);
  });

  it('takes every device and session value the test page sends', () => {
    const q = 'appVersion=1.2&deviceName=Moto&deviceId=d&osVersion=11&sessionId=s&gps_adid=g&productId=7&product_id=7&orderId=O&userId=u';
    expect(Object.keys(sessionFromQuery(q).commonQuery)).toEqual([
      'productId',
      'product_id',
      'orderId',
      'userId',
      'deviceId',
      'deviceName',
      'appVersion',
      'osVersion',
      'sessionId',
      'gps_adid',
    ]);
  });

  it('builds client one headers, language falling back to the flag', () => {
    expect(sessionFromQuery('?crp_phe=a&dearest=b&showy=c&dearer=d&type=1').headersOne).toEqual({
      crp_phe: 'a',
      dearest: 'b',
      showy: 'c',
      dearer: 'd',
      language: 'en',
    });
    expect(sessionFromQuery('?language=es-MX&type=1').headersOne).toEqual({ language: 'es-MX' });
  });

  it('builds client two headers from swift and eyes only', () => {
    expect(sessionFromQuery('?swift=s&eyes=e&crp_phe=a').headersTwo).toEqual({ swift: 's', eyes: 'e' });
    expect(sessionFromQuery('').headersTwo).toEqual({});
  });

  it('accepts URLSearchParams and keeps the first value of a repeated param', () => {
    const session = sessionFromQuery(new URLSearchParams('problemId=5&problemId=6&orderId=a&orderId=b'));
    expect(session.query.problemId).toBe('5');
    expect(session.commonQuery.orderId).toBe('a');
  });
});

describe('payment params', () => {
  it('reads each page payment parameter, missing ones as empty', () => {
    const params = paymentParamsFrom(
      new URLSearchParams('orderId=O&productId=7&withholdingAmount=110000&couponId=c&couponMoney=500&merchantNumber=88&clientType=android'),
    );
    expect(params).toEqual({
      orderId: 'O',
      productId: '7',
      withholdingAmount: '110000',
      couponId: 'c',
      couponMoney: '500',
      userId: '',
      deviceId: '',
      sessionId: '',
      merchantNumber: '88',
      mobilePhone: '',
      appVersion: '',
      appName: '',
      clientType: 'android',
    });
  });

  it('tells a withholdingAmount the query does not have (null) from one it has, even empty', () => {
    expect(paymentParamsFrom(new URLSearchParams('orderId=O')).withholdingAmount).toBeNull();
    expect(paymentParamsFrom(new URLSearchParams('orderId=O&withholdingAmount=')).withholdingAmount).toBe('');
  });

  it('falls back to the configured merchant number', () => {
    expect(sessionFromQuery('').paymentParams.merchantNumber).toBe(config.merchantNumberFallback);
  });
});

import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../../src/flows/shared/pay-channels/mailto';
import { voucherInputFrom } from '../../../src/api/voucher-input';

describe('mailtoHref', () => {
  it('links plain addresses only', () => {
    expect(mailtoHref(' soporte@lendo.example ')).toBe('mailto:soporte@lendo.example');
    expect(mailtoHref('javascript:alert(1)')).toBeNull();
    expect(mailtoHref('a@b.example?subject=x')).toBeNull();
    expect(mailtoHref('https://lendo.example/pay')).toBeNull();
    expect(mailtoHref('')).toBeNull();
    // The whole text is the address: nothing before it (a name, a bracket, a second address).
    expect(mailtoHref('Soporte soporte@lendo.example')).toBeNull();
    expect(mailtoHref('<soporte@lendo.example')).toBeNull();
    expect(mailtoHref('a@b.example,c@d.example')).toBeNull();
  });
});

describe('voucherInputFrom', () => {
  const full = { productId: '7', orderId: '9', amount: '112345', payCode: 'OXXO', requestType: '2' };
  it('reads the five values of the page query', () => {
    expect(voucherInputFrom({ ...full, type: '1' })).toEqual(full);
  });
  it('refuses a link missing a value or with a bad amount or request type', () => {
    expect(voucherInputFrom({ ...full, payCode: '' })).toBeNull();
    expect(voucherInputFrom({ ...full, amount: '1,000' })).toBeNull();
    expect(voucherInputFrom({ ...full, requestType: '3' })).toBeNull();
    const { orderId: _omit, ...rest } = full;
    expect(voucherInputFrom(rest)).toBeNull();
  });
});

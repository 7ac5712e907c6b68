import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegisterPage from '../../src/flows/register/register-page';
import { translate, type MessageKey } from '../../src/i18n/catalogue';
import { server } from '../../src/mocks/node';
import { sessionKeyOf } from '../../src/lib/session-keep';
import { renderRoute, withDemoBackend } from './page-harness';
import { editableField } from '../helpers/render-page';

withDemoBackend();

// docs/decisions/0137: a reload while the borrower reads the SMS (the phone discarded the page) comes
// back counting from when the code was sent, with the same phone and captcha, and sends nothing.
const msg = (key: MessageKey) => translate('en', key);
const ROUTE = '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring';
const codeButton = () => screen.getByRole('button', { name: /^Get code$|another code/ });
const field = (key: MessageKey) => screen.getByLabelText(msg(key)) as HTMLInputElement;
const NOW = Date.UTC(2026, 0, 5, 9, 30);

function countSends() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (/\/promotion\/(get-sms|get-sid)$/.test(new URL(request.url).pathname)) sent.push(new URL(request.url).pathname.split('/').pop() ?? '');
  };
  server.events.on('request:start', listener);
  return { sent, off: () => server.events.removeListener('request:start', listener) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('register page after a reload (docs/decisions/0137)', () => {
  it('a code sent, then the page reloaded: the countdown goes on, the phone and captcha stay, no second code', async () => {
    const first = renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    fireEvent.change(field('register.phone'), { target: { value: '13912345678' } });
    fireEvent.change(field('register.captcha'), { target: { value: '1234' } });
    const sends = countSends();
    fireEvent.click(codeButton());
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.smsSent'));
    const image = (screen.getByAltText(msg('register.captchaImage')) as HTMLImageElement).src;
    expect(sends.sent).toEqual(['get-sms']);
    // The page is gone (reloaded 4.5 s later); what the tab keeps is all that is left.
    first.unmount();
    const stored = JSON.parse(sessionStorage.getItem(sessionKeyOf('register.sentCode', '7')) ?? 'null') as { sentAt: number };
    vi.spyOn(Date, 'now').mockReturnValue(stored.sentAt + 4500);

    renderRoute(<RegisterPage />, ROUTE);
    await waitFor(() => expect(codeButton()).toHaveAttribute('aria-disabled', 'true'));
    const seconds = Number(/(\d+) s/.exec(codeButton().textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(56);
    expect(field('register.phone').value).toBe('13912345678');
    expect(field('register.captcha').value).toBe('1234');
    expect((screen.getByAltText(msg('register.captchaImage')) as HTMLImageElement).src).toBe(image);
    fireEvent.click(codeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg('register.notice.resendBlocked'));
    // Neither a second code nor a new captcha session.
    expect(sends.sent).toEqual(['get-sms']);
    sends.off();
  });

  it('a code sent 61 s before the reload: the form comes back, and a new code may be asked for', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const first = renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    fireEvent.change(field('register.phone'), { target: { value: '13912345678' } });
    fireEvent.change(field('register.captcha'), { target: { value: '1234' } });
    fireEvent.click(codeButton());
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.smsSent'));
    first.unmount();
    vi.spyOn(Date, 'now').mockReturnValue(NOW + 61_000);

    renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    expect(field('register.phone').value).toBe('13912345678');
    expect(codeButton()).toHaveTextContent(msg('register.getCode'));
    expect(codeButton()).not.toHaveAttribute('aria-disabled');
  });

  it('a refused send counts nothing: a reload brings the form back with no countdown', async () => {
    const first = renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    fireEvent.change(field('register.phone'), { target: { value: '13912345678' } });
    fireEvent.change(field('register.captcha'), { target: { value: '9999' } });
    fireEvent.click(codeButton());
    await screen.findByRole('alert');
    expect(JSON.parse(sessionStorage.getItem(sessionKeyOf('register.sentCode', '7')) ?? 'null')).toMatchObject({ sentAt: null, sending: false });
    first.unmount();
    renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    expect(field('register.phone').value).toBe('13912345678');
    expect(field('register.captcha').value).toBe('9999');
    expect(codeButton()).toHaveTextContent(msg('register.getCode'));
    expect(codeButton()).not.toHaveAttribute('aria-disabled');
  });

  it('registered: nothing is kept, and the page opened again starts afresh', async () => {
    const first = renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    fireEvent.change(field('register.phone'), { target: { value: '13912345670' } });
    fireEvent.change(field('register.captcha'), { target: { value: '1234' } });
    fireEvent.click(codeButton());
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.smsSent'));
    fireEvent.change(field('register.smsCode'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: msg('register.submit') }));
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.registered'));
    expect(sessionStorage.getItem(sessionKeyOf('register.sentCode', '7'))).toBeNull();
    first.unmount();
    renderRoute(<RegisterPage />, ROUTE);
    await editableField(msg('register.phone'));
    expect(field('register.phone').value).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import AboutPage from '../../src/flows/legal/about-page';
import AboutUsPage from '../../src/flows/legal/about-us-page';
import JointLoginFailPage from '../../src/flows/legal/joint-login-fail-page';
import PrivacyNoticePage from '../../src/flows/legal/privacy-notice-page';
import TermsPage from '../../src/flows/legal/terms-page';
import PolicyPage from '../../src/flows/legal/policy-page';
import { PolicyView } from '../../src/flows/legal/policy-view';
import PeriodAgreementPage from '../../src/flows/contract/contract-page';
import { renderPage } from '../helpers/render-page';
import aboutTwo from '../../src/assets/images/about-2.svg';

const sectionText = (name: RegExp) => (screen.getByRole('region', { name }).textContent ?? '').replace(/\s+/g, ' ');

describe('public information pages', () => {
  it('About shows the three pictures only, described for screen readers', () => {
    renderPage(<AboutPage />, { route: '/About?type=1' });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('img')).toHaveLength(3);
    expect(within(main).getByAltText('Fast review and money in your account')).toHaveAttribute('src', aboutTwo);
    expect(within(main).queryAllByRole('paragraph')).toHaveLength(0);
  });

  it('About us shows the fixed paragraph in both languages', () => {
    renderPage(<AboutUsPage />, { route: '/about-us?type=1' });
    expect(screen.getByText(/considerate and fast loan service/)).toBeInTheDocument();
  });

  it('joint login failure shows the icon, Fracaso and the quoted text', () => {
    renderPage(<JointLoginFailPage />, { route: '/joint-login-fail?type=1' });
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fracaso');
    expect(screen.getByText('Le ofrece servicios profesionales y pago de préstamos.')).toBeInTheDocument();
  });

  it('the privacy notice is English for type=1, with a linked contents list and the figures', () => {
    renderPage(<PrivacyNoticePage />, { route: '/PrivacyPolicy?type=1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    for (const subject of [
      'Applicable law',
      'Personal data we collect',
      'Face recognition',
      'Location',
      'Camera',
      'Purposes of processing',
      'Transfers of personal data',
      'Your rights (ARCO) and deadlines',
      'Revocation of consent',
      'Cookies and similar technologies',
      'Changes to this notice',
    ]) {
      const link = within(toc).getByRole('link', { name: subject });
      expect(document.querySelector(link.getAttribute('href') ?? '#none')).not.toBeNull();
    }
    expect(links).toHaveLength(11);
    expect(screen.getByText(/Federal Law on the Protection of Personal Data Held by Private Parties/)).toBeInTheDocument();
    expect(sectionText(/Face recognition/)).toMatch(/delete it within 30 days/);
    expect(sectionText(/^\d+\. Location$/)).toMatch(/only to users located in Mexico/);
    const arco = sectionText(/ARCO/);
    expect(arco).toMatch(/within 20 days/);
    expect(arco).toMatch(/within 15 working days/);
    expect(arco).toMatch(/within 5 working days/);
    expect(arco).toMatch(/10 working days/);
  });

  it.each(['/PrivacyPolicy', '/PrivacyPolicy?type=2', '/PrivacyPolicy?type=9'])('the privacy notice is Spanish at %s', (route) => {
    renderPage(<PrivacyNoticePage />, { route });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso de privacidad');
    expect(within(screen.getByRole('navigation', { name: 'Contenido' })).getAllByRole('link')).toHaveLength(11);
    expect(sectionText(/Reconocimiento facial/)).toMatch(/dentro de los 30 días/);
    expect(sectionText(/ARCO/)).toMatch(/20 días.*15 días hábiles.*5 días hábiles.*10 días hábiles/);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'es');
  });

  it('the loan terms have every section of screen 7 with the figures of section 9', () => {
    renderPage(<TermsPage />, { route: '/terms?type=1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan terms and conditions');
    const toc = within(screen.getByRole('navigation', { name: 'Contents' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(toc).toEqual([
      'Definitions',
      'Purpose',
      'Amount',
      'Term',
      'Prolongation',
      'Interest',
      'Late payment penalties',
      'Conditions precedent',
      'Repayment',
      'Representations and warranties',
      'Events of default',
      'Indemnity',
      'Disclosure',
      'Set-off',
      'Review',
      'Notices',
      'Entire agreement',
      'Assignment',
      'Waiver',
      'Governing law',
      'Term of the agreement',
    ]);
    const text = (screen.getByRole('article').textContent ?? '').replace(/\s+/g, ' ');
    for (const figure of [
      /91 to 365 calendar days/,
      /within 1 day/,
      /1 to 3 calendar days/,
      /Rs\.1,000 for new clients, or Rs\.800 for repeat clients/,
      /5% per day from day 1 to day 30/,
      /4% per day from day 31 to day 90/,
      /2% per day from day 91/,
      /half of the loan term/,
      /not before 7 calendar days/,
      /by the same period/,
      /within 3 calendar days/,
      /within 7 business days/,
      /unpaid within 10 days/,
      /adult \(over 18\)/,
    ]) {
      expect(text).toMatch(figure);
    }
  });

  it('the Spanish terms page says the legal text is published in English', () => {
    renderPage(<TermsPage />, { route: '/terms' });
    expect(screen.getByText('Este documento legal se publica en inglés.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });
});

describe('privacy policy frame', () => {
  it('frames the configured policy page (/policy.html by default)', () => {
    renderPage(<PolicyPage />, { route: '/Policy?type=1' });
    expect(screen.getByTitle('Privacy policy')).toHaveAttribute('src', `${window.location.origin}/policy.html`);
  });

  it('sandboxes the frame with nothing allowed: no script there reaches the bridge', () => {
    renderPage(<PolicyPage />, { route: '/Policy?type=1' });
    const frame = screen.getByTitle('Privacy policy');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('frames no other allowed host than the policy host', () => {
    renderPage(<PolicyView url="https://cdn.lendo.example/policy.html" />, { route: '/Policy?type=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('The privacy policy address is not allowed');
  });

  it('says so when the URL is missing, and offers the privacy notice', () => {
    renderPage(<PolicyView url="" />, { route: '/Policy?type=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('The privacy policy is not configured.');
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/PrivacyPolicy?type=1');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['https://evil.example/policy', 'javascript:alert(1)', 'lendocash://policy'])('refuses %s', (url) => {
    renderPage(<PolicyView url={url} />, { route: '/Policy?type=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('The privacy policy address is not allowed');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('loan agreement without an order', () => {
  it('explains that no order was given and loads nothing', () => {
    renderPage(<PeriodAgreementPage />, { route: '/agony?type=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('The link has no order reference. Please go back and try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

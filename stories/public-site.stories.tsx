import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from '../src/flows/public/home-page';
import AboutPage from '../src/flows/legal/about-page';
import AboutUsPage from '../src/flows/legal/about-us-page';
import PolicyPage from '../src/flows/legal/policy-page';
import { PolicyView } from '../src/flows/legal/policy-view';
import PrivacyNoticePage from '../src/flows/legal/privacy-notice-page';
import TermsPage from '../src/flows/legal/terms-page';
import JointLoginFailPage from '../src/flows/legal/joint-login-fail-page';
import TestPreviewPage from '../src/flows/test-preview/test-preview-page';

// Pages with no flow machine: one story per page (and per message it can show). The toolbar switches language.
export default {
  title: 'Public site and legal pages',
} satisfies Meta;

export const Home: StoryObj = { parameters: { route: '/' }, render: () => <HomePage /> };

export const About: StoryObj = { parameters: { route: '/About' }, render: () => <AboutPage /> };

export const AboutUs: StoryObj = { name: 'About us', parameters: { route: '/about-us' }, render: () => <AboutUsPage /> };

export const Policy: StoryObj = { name: 'Privacy policy (frame)', parameters: { route: '/Policy' }, render: () => <PolicyPage /> };

export const PolicyMissing: StoryObj = {
  name: 'Privacy policy (no URL configured)',
  parameters: { route: '/Policy' },
  render: () => <PolicyView url="" />,
};

export const PolicyRefused: StoryObj = {
  name: 'Privacy policy (URL refused)',
  parameters: { route: '/Policy' },
  render: () => <PolicyView url="https://elsewhere.example/policy" />,
};

export const PrivacyNotice: StoryObj = { name: 'Privacy notice', parameters: { route: '/PrivacyPolicy' }, render: () => <PrivacyNoticePage /> };

export const Terms: StoryObj = { name: 'Loan terms and conditions', parameters: { route: '/terms' }, render: () => <TermsPage /> };

export const JointLoginFail: StoryObj = {
  name: 'Joint login failure',
  parameters: { route: '/joint-login-fail' },
  render: () => <JointLoginFailPage />,
};

export const TestPreview: StoryObj = { name: 'Developer test page', parameters: { route: '/testPreview' }, render: () => <TestPreviewPage /> };

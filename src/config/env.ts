// Build-time settings (Vite `VITE_*` variables), read as strings with safe defaults so a fresh
// clone runs. Plain code rather than a schema: this module is on the public home's first load.
import { allowedHosts, apiBase, demoBackend } from './build-env';

const KEYS = ['VITE_API_BASE', 'VITE_H5_BASE', 'VITE_DEMO', 'VITE_ALLOWED_HOSTS', 'VITE_POLICY_URL', 'VITE_INSPECT'] as const;
type EnvKey = (typeof KEYS)[number];

export function readEnv(source: Record<string, unknown>): Record<EnvKey, string> {
  const out = {} as Record<EnvKey, string>;
  for (const key of KEYS) {
    const v = source[key];
    out[key] = typeof v === 'string' ? v.trim() : '';
  }
  return out;
}

const env = readEnv(import.meta.env);

export interface AppConfig {
  /** Origin (and optional path) of the API; empty means the page's own origin. */
  apiBase: string;
  h5Base: string;
  /** Whether the in-browser demo backend (MSW) answers the API. */
  demoBackend: boolean;
  /** Hosts that server URLs may point to, besides our own origin. */
  allowedHosts: string[];
  provider: string;
  service: string;
  appPackage: string;
  appName: string;
  /** Fixed short app identifier sent with the registration payload. */
  appShortName: string;
  deepLinkScheme: string;
  servicePhone: string;
  agentFirstName: string;
  merchantNumberFallback: string;
  policyUrl: string;
  theme: { gradient: string; accent: string; font: string };
  company: { name: string; phone: string; email: string; address: string; copyright: string };
}

export const config: AppConfig = {
  apiBase,
  h5Base: env.VITE_H5_BASE,
  demoBackend,
  allowedHosts: [...allowedHosts],
  provider: 'lendo',
  service: 'credit',
  appPackage: 'com.lendo.cash',
  appName: 'Lendo Cash',
  appShortName: 'lendo',
  deepLinkScheme: 'lendocash',
  servicePhone: '+52 55 1234 5678',
  agentFirstName: 'Sofía',
  merchantNumberFallback: '10001',
  policyUrl: env.VITE_POLICY_URL || '/policy.html',
  theme: { gradient: 'linear-gradient(135deg, #0b6e4f 0%, #14a37f 100%)', accent: '#0b6e4f', font: '#ffffff' },
  company: {
    name: 'Lendo Cash S.A. de C.V.',
    phone: '+52 55 1234 5678',
    email: 'ayuda@lendo.example',
    address: 'Av. Reforma 100, Ciudad de México',
    copyright: '© 2026 Lendo Cash',
  },
};

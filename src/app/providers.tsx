import type { ReactNode } from 'react';
import { I18nProvider, type Lang } from '../i18n';
import { ToastProvider } from '../ui';
import { MachineOptionsProvider, type MachineOptions } from './machine-options';

/** Everything a page needs around it; shared by the app, stories and view tests. */
export function AppProviders({ lang, machineOptions = {}, children }: { lang: Lang; machineOptions?: MachineOptions; children: ReactNode }) {
  return (
    <MachineOptionsProvider value={machineOptions}>
      <I18nProvider lang={lang}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </MachineOptionsProvider>
  );
}

import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, type Lang } from '../i18n';
import { ToastProvider, useToast } from '../ui/toast';
import { BridgeProvider, type Bridge } from '../bridge';
import { SessionProvider } from '../session';
import { MachineOptionsProvider, type MachineOptions } from '../session/machine-options';

function BridgeWithNotices({ bridge, children }: { bridge?: Bridge; children: ReactNode }) {
  const toast = useToast();
  return (
    <BridgeProvider bridge={bridge} onNotice={(text) => toast.show(text, { kind: 'info' })}>
      {children}
    </BridgeProvider>
  );
}

function SessionFromLocation({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return <SessionProvider search={search}>{children}</SessionProvider>;
}

export interface AppProvidersProps {
  lang: Lang;
  machineOptions?: MachineOptions;
  /** A ready bridge for tests and stories; the app detects the native one. */
  bridge?: Bridge;
  children: ReactNode;
}

/** Everything a page needs around it (inside a router); shared by the app, stories and view tests. */
export function AppProviders({ lang, machineOptions = {}, bridge, children }: AppProvidersProps) {
  return (
    <MachineOptionsProvider value={machineOptions}>
      <I18nProvider lang={lang}>
        <ToastProvider>
          <BridgeWithNotices bridge={bridge}>
            <SessionFromLocation>{children}</SessionFromLocation>
          </BridgeWithNotices>
        </ToastProvider>
      </I18nProvider>
    </MachineOptionsProvider>
  );
}

import { useId } from 'react';
import type { PayChannel, PayChannelGroup } from '../../../api/instalment';
import { useI18n } from '../../../i18n';
import { safeImageUrl } from '../../../config/url-lists';
import type { BarcodeTarget } from './barcode-modal';
import './pay-channels.css';

export interface ChannelGroupsProps {
  groups: PayChannelGroup[];
  onPay: (channel: PayChannel) => void;
  onCopy: (code: string) => void;
  onBarcode: (target: BarcodeTarget) => void;
}

/** The pay-channel groups shared by the instalment and extension pages. */
export function ChannelGroups({ groups, onPay, onCopy, onBarcode }: ChannelGroupsProps) {
  const { t } = useI18n();
  if (groups.length === 0) return <p className="pay-muted">{t('repaying.noChannels')}</p>;
  return (
    <div className="pay-groups">
      {groups.map((group, gi) => (
        <Group key={`${group.title}-${gi}`} group={group} onPay={onPay} onCopy={onCopy} onBarcode={onBarcode} />
      ))}
    </div>
  );
}

function Group({ group, onPay, onCopy, onBarcode }: { group: PayChannelGroup } & Omit<ChannelGroupsProps, 'groups'>) {
  const id = useId();
  return (
    <section className="pay-group" aria-labelledby={id}>
      <h2 id={id} className="pay-group__title">
        {group.title}
      </h2>
      <ul className="pay-group__list">
        {group.list.map((channel, i) => (
          <li key={`${channel.payCode}-${i}`} className="pay-channel">
            <Channel channel={channel} onPay={onPay} onCopy={onCopy} onBarcode={onBarcode} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Channel({ channel, onPay, onCopy, onBarcode }: { channel: PayChannel } & Omit<ChannelGroupsProps, 'groups'>) {
  const { t } = useI18n();
  const logo = safeImageUrl(channel.logo);
  return (
    <>
      <button type="button" className="pay-channel__main" onClick={() => onPay(channel)} data-testid={`channel-${channel.payCode}`}>
        {logo && <img className="pay-channel__logo" src={logo} alt="" />}
        <span className="pay-channel__desc">{channel.desc}</span>
        <span className="pay-channel__go" aria-hidden="true">
          ›
        </span>
      </button>
      {channel.vCode !== '' && (
        <div className="pay-channel__code">
          <span className="pay-code pay-code--small">{channel.vCode}</span>
          <button
            type="button"
            className="pay-icon-button"
            onClick={() => onCopy(channel.vCode)}
            aria-label={t('repaying.copyCode', { code: channel.vCode })}
          >
            {t('repaying.copy')}
          </button>
          <button
            type="button"
            className="pay-icon-button"
            onClick={() => onBarcode({ code: channel.vCode, image: channel.BARcodeImg })}
            aria-label={t('repaying.showBarcode', { code: channel.vCode })}
          >
            <BarcodeIcon />
          </button>
        </div>
      )}
    </>
  );
}

function BarcodeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h2v14H3zM7 5h1v14H7zM10 5h2v14h-2zM14 5h1v14h-1zM17 5h1v14h-1zM20 5h1v14h-1z" fill="currentColor" />
    </svg>
  );
}

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
  /**
   * False while the page's answer is a kept one not yet confirmed (docs/decisions/0139): its codes
   * are dimmed, and no channel is paid with, no code copied or drawn.
   */
  current?: boolean;
}

/** The pay-channel groups shared by the instalment and extension pages. */
export function ChannelGroups({ groups, onPay, onCopy, onBarcode, current = true }: ChannelGroupsProps) {
  const { t } = useI18n();
  if (groups.length === 0) return <p className="pay-muted">{t('repaying.noChannels')}</p>;
  return (
    <div className="pay-groups">
      {groups.map((group, gi) => (
        <Group key={`${group.title}-${gi}`} group={group} onPay={onPay} onCopy={onCopy} onBarcode={onBarcode} current={current} />
      ))}
    </div>
  );
}

function Group({ group, ...actions }: { group: PayChannelGroup } & Omit<ChannelGroupsProps, 'groups'>) {
  const id = useId();
  return (
    <section className="pay-group" aria-labelledby={id}>
      <h2 id={id} className="pay-group__title">
        {group.title}
      </h2>
      <ul className="pay-group__list">
        {group.list.map((channel, i) => (
          <li key={`${channel.payCode}-${i}`} className="pay-channel">
            <Channel channel={channel} {...actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Channel({ channel, onPay, onCopy, onBarcode, current }: { channel: PayChannel } & Omit<ChannelGroupsProps, 'groups'>) {
  const { t } = useI18n();
  const logo = safeImageUrl(channel.logo);
  return (
    <>
      <button
        type="button"
        className="pay-channel__main"
        disabled={!current}
        onClick={() => onPay(channel)}
        data-testid={`channel-${channel.payCode}`}
      >
        {logo && <img className="pay-channel__logo" src={logo} alt="" />}
        <span className="pay-channel__desc">{channel.desc}</span>
        <span className="pay-channel__go" aria-hidden="true">
          ›
        </span>
      </button>
      {channel.vCode !== '' && (
        <div className="pay-channel__code">
          <span className={current ? 'pay-code pay-code--small' : 'pay-code pay-code--small pay-kept'}>{channel.vCode}</span>
          <button
            type="button"
            className="pay-icon-button"
            disabled={!current}
            onClick={() => onCopy(channel.vCode)}
            aria-label={t('repaying.copyCode', { code: channel.vCode })}
          >
            {t('repaying.copy')}
          </button>
          <button
            type="button"
            className="pay-icon-button"
            disabled={!current}
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

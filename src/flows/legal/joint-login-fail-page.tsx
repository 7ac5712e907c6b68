import { useI18n, registerMessages } from '../../i18n';
import { legalMessages } from '../../i18n/messages/legal';
import './legal.css';

registerMessages(legalMessages);

/** Joint login failure (SPEC screen 19): the texts are quoted by the spec in Spanish for every language. */
export default function JointLoginFailPage() {
  const { t } = useI18n();
  return (
    <main className="joint">
      <svg width="96" height="96" viewBox="0 0 96 96" role="img" aria-label={t('joint.icon')}>
        <circle cx="48" cy="48" r="44" fill="#fdecea" stroke="#b3261e" strokeWidth="4" />
        <path d="M32 32l32 32M64 32L32 64" stroke="#b3261e" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <h1>{t('joint.title')}</h1>
      <p>{t('joint.text')}</p>
    </main>
  );
}

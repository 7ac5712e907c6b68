import { useI18n } from '../../i18n';
import type { RefusedValue } from '../../session/page-values';
import { refusedText } from './refused-text';

/** The message of a page that refused its link (loaded only when a link is refused: see refused-page.tsx). */
export default function RefusedMessage({ refused }: { refused: RefusedValue }) {
  const { t } = useI18n();
  return (
    <div className="ui-page-state">
      <p className="ui-page-state__text" role="alert" data-refused={refused.name}>
        {refusedText(t, refused)}
      </p>
    </div>
  );
}

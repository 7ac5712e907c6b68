import { registerMessages, useI18n } from '../../i18n';
import { complaintSettleMessages } from '../../i18n/messages/complaint-settle';
import { Button, Spinner } from '../../ui';

registerMessages(complaintSettleMessages);

export interface SaveUnsettledProps {
  status: 'settling' | 'notFound' | 'unsettled';
  onSubmit: () => void;
  onCheckAgain: () => void;
  onOpenList?: () => void;
}

/**
 * A save cut by the page going (docs/decisions/0137): the page reads the complaint list before it
 * offers anything, says what it found, and leaves a second send to the borrower (Send again, only
 * once the list does not show it), with the list a tap away. Its own bundle, loaded when a draft
 * marked sent is found (out of the form's first load).
 */
export default function SaveUnsettled(props: SaveUnsettledProps) {
  const { t } = useI18n();
  if (props.status === 'settling')
    return (
      <p className="complaint__settle" role="status" data-testid="save-settling">
        <Spinner size={18} /> {t('complaint.settling')}
      </p>
    );
  return (
    <div className="complaint__settle" role="status" data-testid={`save-${props.status}`}>
      <p>{t(props.status === 'notFound' ? 'complaint.notFound' : 'complaint.unsettled')}</p>
      {props.status === 'notFound' && (
        <Button block onClick={props.onSubmit}>
          {t('complaint.sendAgain')}
        </Button>
      )}
      <Button variant="secondary" onClick={props.onCheckAgain}>
        {t('complaint.checkAgain')}
      </Button>
      {props.onOpenList && (
        <Button variant="link" onClick={props.onOpenList}>
          {t('complaint.myComplaints')}
        </Button>
      )}
    </div>
  );
}

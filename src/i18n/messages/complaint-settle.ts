import { defineMessages } from '../define';

// A complaint save cut by the page going (docs/decisions/0137): in its own bundle, with the lazily
// loaded notice that shows it, out of the complaint form's first load.
export const complaintSettleMessages = defineMessages({
  es: {
    'complaint.settling': 'Su queja se estaba enviando cuando se cerró la página. Revisamos si la recibimos…',
    'complaint.notFound':
      'Su queja se estaba enviando cuando se cerró la página, y no aparece en sus quejas. Si la envía de nuevo y sí nos llegó, quedará dos veces.',
    'complaint.unsettled':
      'Su queja se estaba enviando cuando se cerró la página, y no pudimos revisar si nos llegó. Puede haberse registrado: revise sus quejas antes de enviarla de nuevo.',
    'complaint.checkAgain': 'Revisar de nuevo',
    'complaint.sendAgain': 'Enviar de nuevo',
  },
  en: {
    'complaint.settling': 'Your complaint was being sent when the page closed. We are checking whether we received it…',
    'complaint.notFound':
      'Your complaint was being sent when the page closed, and it is not in your complaints. If you send it again and it did reach us, it will be filed twice.',
    'complaint.unsettled':
      'Your complaint was being sent when the page closed, and we could not check whether it reached us. It may have been filed: look in your complaints before sending it again.',
    'complaint.checkAgain': 'Check again',
    'complaint.sendAgain': 'Send again',
  },
});

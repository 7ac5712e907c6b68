// Every line in every state, in both languages (docs/decisions/0134): the promotion's pages after
// registration (`#/downloadTemplate`, where a visitor lands once registered, and `#/agreementTemplate`,
// the registration agreement), in Spanish and in English, show exactly the texts pinned here for
// their keys, and no other text of their keys (read from their source file). They have no machine:
// each has one state.
import { screen } from '@testing-library/react';
import { AgreementTemplatePage, DownloadTemplatePage } from '../../src/flows/register/template-pages';
import { describeStateLines } from '../helpers/state-lines-suite';

const heading = () => screen.findByRole('heading', { level: 1 });
const DOWNLOAD = ['download.title', 'download.text', 'download.store', 'download.open', 'download.agreement'];
const AGREEMENT = ['agreement.title', 'agreement.body', 'agreement.back'];

const suite = {
  files: ['src/flows/register/template-pages.tsx'],
  pinned: {
    'download.title': { es: 'Descargue la app', en: 'Download the app' },
    'download.text': {
      es: 'Su cuenta está lista. Descargue la app e inicie sesión con su número de celular.',
      en: 'Your account is ready. Download the app and log in with your mobile number.',
    },
    'download.store': { es: 'Descargar en Google Play', en: 'Get it on Google Play' },
    'download.open': { es: 'Ya tengo la app: abrirla', en: 'I have the app: open it' },
    'download.agreement': { es: 'Ver el acuerdo de registro', en: 'Read the registration agreement' },
    'agreement.title': { es: 'Acuerdo de registro', en: 'Registration agreement' },
    'agreement.body': {
      es: 'Al registrarse acepta que usemos su número de celular para crear su cuenta, enviarle códigos de verificación y avisos sobre su solicitud. Sus datos se tratan según nuestro Aviso de Privacidad. Debe ser mayor de 18 años y residir en el país.',
      en: 'By signing up you agree that we use your mobile number to create your account and to send you verification codes and notices about your application. Your data is handled under our Privacy Notice. You must be over 18 and live in the country.',
    },
    'agreement.back': { es: 'Volver a la descarga', en: 'Back to download' },
  },
};

const elsewhere = (keys: string[], page: string) => Object.fromEntries(keys.map((key) => [key, `on the ${page} page (the other suite)`]));

describeStateLines('promotion: the download page (#/downloadTemplate)', {
  ...suite,
  Page: DownloadTemplatePage,
  route: '/?id=7&links_id=3',
  notShown: elsewhere(AGREEMENT, 'agreement'),
  states: [{ name: 'the page', reach: heading, lines: DOWNLOAD }],
});

describeStateLines('promotion: the registration agreement (#/agreementTemplate)', {
  ...suite,
  Page: AgreementTemplatePage,
  route: '/?id=7&links_id=3',
  notShown: elsewhere(DOWNLOAD, 'download'),
  states: [{ name: 'the page', reach: heading, lines: AGREEMENT }],
});

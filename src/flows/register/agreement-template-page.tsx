import { AgreementTemplatePage } from './template-pages';

export default AgreementTemplatePage;

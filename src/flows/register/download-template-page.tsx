import { DownloadTemplatePage } from './template-pages';

export default DownloadTemplatePage;

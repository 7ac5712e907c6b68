import { LoanImageAgreementPage } from './contract-page';

/** `/Loan`: its own module so the route table names one default export per route. */
export default LoanImageAgreementPage;

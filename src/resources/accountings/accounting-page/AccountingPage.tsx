/** 'Muhasebe' (`/odeme-al`): being built (H5). */
const AccountingPage = () => null;
export default AccountingPage;

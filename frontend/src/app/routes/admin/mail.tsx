import { MailProblemsPage } from '../../../features/admin-mail/components/mail-problems-page';

export default MailProblemsPage;

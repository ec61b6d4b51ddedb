import { LeadsPage } from '../../../features/admin-leads/components/leads-page';

export default LeadsPage;

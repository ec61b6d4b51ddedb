import { RefundRequestsPage } from '../../../features/admin-refunds/components/refund-requests-page';

export default RefundRequestsPage;

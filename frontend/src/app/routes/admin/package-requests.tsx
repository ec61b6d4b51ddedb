import { PackageRequestsPage } from '../../../features/admin-requests/components/package-requests-page';

export default PackageRequestsPage;

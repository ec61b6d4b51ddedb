import { PackagesPage } from '../../../features/admin-packages/components/packages-page';

export default PackagesPage;

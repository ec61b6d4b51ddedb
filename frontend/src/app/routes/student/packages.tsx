import { PackagesPage } from '../../../features/packages/packages-page';

export default PackagesPage;

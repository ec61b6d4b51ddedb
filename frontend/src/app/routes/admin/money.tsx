import { MoneyPage } from '../../../features/admin-money/components/money-page';

export default MoneyPage;

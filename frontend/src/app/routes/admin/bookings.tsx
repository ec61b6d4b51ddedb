import { BookingsPage } from '../../../features/admin-bookings/components/bookings-page';

export default BookingsPage;

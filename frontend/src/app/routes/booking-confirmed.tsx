import type { MetaFunction } from 'react-router';
import { BookingConfirmedPage } from '../../features/booking/booking-confirmed-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: "You're booked!",
    description: 'Your lesson is booked. Here is what happens next.',
    path: '/booking-confirmed',
  });

export default function BookingConfirmed() {
  return (
    <WithRouteMeta>
      <BookingConfirmedPage />
    </WithRouteMeta>
  );
}

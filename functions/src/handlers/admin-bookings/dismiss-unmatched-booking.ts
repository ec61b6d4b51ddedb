import { dismissBookingSchema } from '@app/shared/admin/bookings';
import * as Queue from '../../core/bookings/unmatched-queue';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: dismissBookingSchema }, async ({ body, caller, params }) =>
  ok(await Queue.dismiss(caller, params.bookingId!, body.reason)),
);

import { assignBookingSchema } from '@app/shared/admin/bookings';
import * as Queue from '../../core/bookings/unmatched-queue';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: assignBookingSchema }, async ({ body, caller, params }) =>
  ok(await Queue.assign(caller, params.bookingId!, body)),
);

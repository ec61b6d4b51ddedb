import * as Tutors from '../../core/tutors/tutor-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/tutors/{tutorId}', async ({ caller, params, body }) =>
  ok(await Tutors.update(caller, params.tutorId, body)),
);

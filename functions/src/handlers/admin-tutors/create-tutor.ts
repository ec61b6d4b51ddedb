import * as Tutors from '../../core/tutors/tutor-accounts';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/tutors', async ({ caller, body }) =>
  created(await Tutors.create(caller, body)),
);

import * as Tutors from '../../core/tutors/tutor-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/tutors', async () => ok({ items: await Tutors.list() }));

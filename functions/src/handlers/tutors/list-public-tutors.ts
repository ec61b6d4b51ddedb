import * as Tutors from '../../core/tutors/tutor-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/tutors', async () => ok({ items: await Tutors.publicTeam() }));

import * as Learners from '../../core/learners/learners';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/students/{studentId}/family', async ({ body, caller, params }) =>
  created(await Learners.addByTeam(caller, params.studentId, body)),
);

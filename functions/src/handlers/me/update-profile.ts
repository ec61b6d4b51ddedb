import { studentProfileSchema } from '@app/shared/students/schemas';
import * as Profile from '../../core/students/profile';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student', body: studentProfileSchema }, async ({ body, caller }) =>
  ok(await Profile.saveIntake(caller.userId, body)),
);

import * as Profile from '../../core/students/profile';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/me/profile', async ({ body, caller }) =>
  ok(await Profile.saveIntake(caller.userId, body)),
);

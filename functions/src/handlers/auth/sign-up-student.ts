import * as Students from '../../core/students/sign-up';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/signup',
  { abuse: { action: 'signup', decoy: () => created({ userId: crypto.randomUUID(), email: '' }) } },
  async ({ body }) => {
    const { website: _website, ...input } = body;
    return created(await Students.signUp(input));
  },
);

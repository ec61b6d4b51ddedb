import * as Students from '../../core/students/sign-up';
import { accepted, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/signup',
  { abuse: { action: 'signup', decoy: () => accepted({ email: '' }) } },
  async ({ body }) => {
    const { website: _website, ...input } = body;
    return accepted(await Students.signUp(input));
  },
);

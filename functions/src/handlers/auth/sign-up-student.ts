import { signupRequestSchema } from '@app/shared/students/schemas';
import * as Students from '../../core/students/sign-up';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler(
  {
    access: 'public',
    body: signupRequestSchema,
    abuse: { action: 'signup', decoy: () => created({ userId: crypto.randomUUID(), email: '' }) },
  },
  async ({ body }) => {
    const { website: _website, ...input } = body;
    return created(await Students.signUp(input));
  },
);

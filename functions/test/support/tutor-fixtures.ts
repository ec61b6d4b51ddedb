import type { useGateway } from './gateway';
import { signInFirstTime } from './gateway';

type Call = ReturnType<typeof useGateway>;

/** A tutor made by an admin through the back office, signed in once (their own password chosen). */
export async function tutorWithToken(
  call: Call,
  adminToken: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; email: string; name: string; token: string }> {
  const email = `tutor-${crypto.randomUUID()}@example.com`;
  const name = (fields.name as string | undefined) ?? `Tutor ${crypto.randomUUID().slice(0, 6)}`;
  const made = await call('POST', '/api/admin/tutors', {
    token: adminToken,
    body: { name, email, password: 'Temporary1', languages: ['Arabic'], ...fields },
  });
  if (made.status !== 201) throw new Error(`tutor failed: ${made.status} ${JSON.stringify(made.body)}`);
  const token = await signInFirstTime(email, 'Temporary1', 'MyOwnPass1');
  return { id: made.body.id as string, email, name, token };
}

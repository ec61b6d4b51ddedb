import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@app/shared/auth/schemas';
import { cognito } from './cognito';
import { env } from './env';
import { ConflictError, ValidationError } from './errors';
import { errorFields, log } from './logger';

/**
 * Makes a Cognito user with a permanent password in one group, or nothing: if any step after
 * the user exists fails, the user is removed again. Returns the new user's sub.
 */
export async function createUserWithPassword(user: {
  email: string;
  name: string;
  password: string;
  group: Role;
  emailTakenMessage: string;
  /** True only when someone we trust vouches for the address; a sign-up proves nothing. */
  emailVerified: boolean;
}): Promise<string> {
  const pool = env.userPoolId();
  let sub: string | undefined;
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: String(user.emailVerified) },
          { Name: 'name', Value: user.name },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException')
      throw new ConflictError(user.emailTakenMessage);
    throw error;
  }
  try {
    if (!sub) throw new Error('Cognito returned no sub for the new user');
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: user.email, GroupName: user.group }),
    );
    return sub;
  } catch (error) {
    await deleteUser(user.email);
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new ValidationError(error.message, { password: error.message });
    }
    throw error;
  }
}

/** Removes a user; a failure is logged, not thrown (this runs while another failure is reported). */
export async function deleteUser(email: string): Promise<void> {
  await cognito()
    .send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: email }))
    .catch((cleanup: unknown) => log('error', 'could not remove half-created user', errorFields(cleanup)));
}

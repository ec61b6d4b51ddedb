import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import type { Role } from '@app/shared/auth/schemas';
import { cognito } from './cognito';
import { env } from './env';
import { ConflictError, ValidationError } from './errors';
import { errorFields, log } from './logger';

interface NewUser {
  email: string;
  name: string;
  group: Role;
  emailTakenMessage: string;
  /** True only when someone we trust vouches for the address; a sign-up proves nothing. */
  emailVerified: boolean;
}

/**
 * Makes a Cognito user in one group, or nothing: `finish` runs once the user exists (set a
 * password, say); if it or the group step fails, the user is removed again. Returns the sub.
 */
async function createUser(user: NewUser, options: { temporaryPassword?: string; finish?: () => Promise<void> }) {
  const pool = env.userPoolId();
  let sub: string | undefined;
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool,
        Username: user.email,
        TemporaryPassword: options.temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          // Left out when false: unset means unverified in Cognito, and the local stand-in would
          // put the string "false" in the token as true.
          ...(user.emailVerified ? [{ Name: 'email_verified', Value: 'true' }] : []),
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
    await options.finish?.();
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

/**
 * A user who signs in with the password given here; with `mustChange`, only once: their first
 * sign-in asks them to choose their own (an account someone else chose the password for).
 */
export function createUserWithPassword(user: NewUser & { password: string; mustChange?: boolean }): Promise<string> {
  return createUser(user, {
    finish: async () => {
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: env.userPoolId(),
          Username: user.email,
          Password: user.password,
          Permanent: !user.mustChange,
        }),
      );
    },
  });
}

export interface PoolUser {
  sub: string;
  emailVerified: boolean;
  /** Cognito's status: CONFIRMED, FORCE_CHANGE_PASSWORD, … */
  status: string;
}

/** The pool's user of this address, or null when there is none. */
export async function findUser(email: string): Promise<PoolUser | null> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value;
    return {
      sub: attribute('sub') ?? '',
      emailVerified: attribute('email_verified') === 'true',
      status: user.UserStatus ?? '',
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return null;
    throw error;
  }
}

/**
 * Ends every session of the user in Cognito, refresh tokens included, so none can get new tokens or
 * change the account through Cognito's own API (the session cutoff guards ours). The local stand-in
 * has no such operation: there the cutoff alone ends the sessions.
 */
export async function signOutEverywhere(email: string): Promise<void> {
  if (env.cognitoEndpoint()) return;
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: email }));
}

/** Whether the user signs in with a code from an authenticator app (TOTP) too. */
export async function hasAuthenticatorApp(email: string): Promise<boolean> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: email }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** The address is proven (a code sent to it came back): Cognito's `email_verified`, in the next tokens. */
export async function markEmailVerified(email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId(),
      Username: email,
      // The address itself goes along (unchanged): the local stand-in refuses email_verified alone.
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** The password the person chose themself (after a reset): permanent. */
export async function setOwnPassword(email: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.userPoolId(),
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new ValidationError(error.message, { password: error.message });
    }
    throw error;
  }
}

/**
 * A user invited by the team: they sign in with a temporary password (returned, for the
 * invitation e-mail) and must choose their own at once.
 */
export async function createInvitedUser(user: NewUser): Promise<{ sub: string; temporaryPassword: string }> {
  const temporaryPassword = newTemporaryPassword();
  return { sub: await createUser(user, { temporaryPassword }), temporaryPassword };
}

const newTemporaryPassword = () => `Welcome-${randomBytes(6).toString('hex')}`;

/**
 * Whether the user still has to choose their own password (never signed in with the temporary one
 * they were sent). False for a user who did, or who is not in the pool.
 */
export async function awaitsFirstSignIn(email: string): Promise<boolean> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: email }));
    return user.UserStatus === 'FORCE_CHANGE_PASSWORD';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}

/** A new temporary password for an invited user (the old one, expired or not, stops working). */
export async function renewTemporaryPassword(email: string): Promise<string> {
  const temporaryPassword = newTemporaryPassword();
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.userPoolId(),
      Username: email,
      Password: temporaryPassword,
      Permanent: false,
    }),
  );
  return temporaryPassword;
}

/** Moves a user from one group to another and renames them (the name claim of their next tokens). */
export async function changeGroupAndName(email: string, from: Role, to: Role, name: string): Promise<void> {
  const pool = env.userPoolId();
  if (from !== to) {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: email, GroupName: to }));
    await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool, Username: email, GroupName: from }));
  }
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool,
      Username: email,
      UserAttributes: [{ Name: 'name', Value: name }],
    }),
  );
}

/** Removes a user and says whether it worked. */
export async function tryDeleteUser(email: string): Promise<boolean> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: email }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return true;
    log('error', 'could not remove a user', errorFields(error));
    return false;
  }
}

/** Removes a user; a failure is logged, not thrown (this runs while another failure is reported). */
export async function deleteUser(email: string): Promise<void> {
  await cognito()
    .send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: email }))
    .catch((cleanup: unknown) => log('error', 'could not remove half-created user', errorFields(cleanup)));
}

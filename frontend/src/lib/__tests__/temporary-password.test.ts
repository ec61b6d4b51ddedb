import { describe, expect, it } from 'vitest';
import { temporaryPasswordExpired, TEMPORARY_PASSWORD_EXPIRED, WRONG_CREDENTIALS, wrongCredentials } from '../auth';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('the sign-in answer to an expired temporary password', () => {
  it("is recognised from Cognito's own refusal", () => {
    expect(
      temporaryPasswordExpired(
        cognitoError('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
      ),
    ).toBe(true);
  });

  it('is not a wrong password, an unknown user or any other failure', () => {
    expect(temporaryPasswordExpired(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      false,
    );
    expect(temporaryPasswordExpired(cognitoError('UserNotFoundException', 'User does not exist.'))).toBe(false);
    expect(temporaryPasswordExpired(new Error('Temporary password has expired'))).toBe(false);
    expect(temporaryPasswordExpired('Temporary password has expired')).toBe(false);
  });

  it('says what to do, in words of its own', () => {
    expect(TEMPORARY_PASSWORD_EXPIRED).not.toBe(WRONG_CREDENTIALS);
    expect(TEMPORARY_PASSWORD_EXPIRED).toMatch(/expired.*new invitation/);
  });
});

describe('a refused e-mail and password', () => {
  it('is one answer whether the address is known (wrong password, here or on the local stand-in) or not', () => {
    expect(wrongCredentials(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(true);
    expect(wrongCredentials(cognitoError('UserNotFoundException', 'User does not exist.'))).toBe(true);
    expect(wrongCredentials(cognitoError('InvalidPasswordException', 'Invalid password'))).toBe(true);
    expect(wrongCredentials(cognitoError('NetworkError', 'Failed to fetch'))).toBe(false);
  });
});

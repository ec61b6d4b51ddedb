import { describe, expect, it } from 'vitest';
import { adminLoginSchema, roleFromGroups, setupSchema } from './schemas';

const messages = (schema: typeof setupSchema | typeof adminLoginSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('setupSchema', () => {
  it('gives the form messages in field order', () => {
    expect(messages(setupSchema, { fullName: 'A', email: 'x', password: '1234567' })).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Password must be at least 8 characters',
    ]);
    expect(messages(setupSchema, {})[0]).toBe('Name must be at least 2 characters');
  });

  it('trims the name, lower-cases the e-mail and keeps the password as typed', () => {
    expect(setupSchema.parse({ fullName: ' Amina ', email: ' Amina@Example.COM ', password: 'Pass word 1' })).toEqual({
      fullName: 'Amina',
      email: 'amina@example.com',
      password: 'Pass word 1',
    });
  });

  it('refuses a password that starts or ends with a space (Cognito would refuse it after the checks)', () => {
    expect(messages(setupSchema, { fullName: 'Amina', email: 'a@b.co', password: ' Password1 ' })).toEqual([
      'Password cannot start or end with a space',
    ]);
  });

  it('caps names at 100 characters', () => {
    expect(messages(setupSchema, { fullName: 'a'.repeat(101), email: 'a@b.co', password: 'Password1' })).toEqual([
      'Name must be at most 100 characters',
    ]);
  });
});

describe('admin passwords', () => {
  it('need 8 characters mixing upper- and lower-case letters and a digit', () => {
    const check = (password: string) => messages(setupSchema, { fullName: 'Amina', email: 'a@b.co', password });
    expect(check('Short1')).toEqual(['Password must be at least 8 characters']);
    expect(check('password1')).toEqual(['Password must mix upper- and lower-case letters and a digit']);
    expect(check('PASSWORD1')).toEqual(['Password must mix upper- and lower-case letters and a digit']);
    expect(check('Password')).toEqual(['Password must mix upper- and lower-case letters and a digit']);
    expect(check('Password1')).toEqual([]);
  });
});

describe('adminLoginSchema', () => {
  it('needs a valid e-mail and at least 6 characters of password', () => {
    expect(messages(adminLoginSchema, { email: 'bad', password: '12345' })).toEqual([
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
    expect(messages(adminLoginSchema, { email: 'a@b.co', password: '123456' })).toEqual([]);
  });
});

describe('roleFromGroups', () => {
  it('picks the highest role', () => {
    expect(roleFromGroups(['student', 'super_admin', 'admin'])).toBe('super_admin');
    expect(roleFromGroups(['admin'])).toBe('admin');
    expect(roleFromGroups(['student'])).toBe('student');
    expect(roleFromGroups(['tutor'])).toBe('tutor');
    expect(roleFromGroups(['tutor', 'admin'])).toBe('admin');
    expect(roleFromGroups(['teacher'])).toBeNull();
  });
});

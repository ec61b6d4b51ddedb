import { describe, expect, it } from 'vitest';
import { adminLoginSchema, roleFromGroups, setupSchema } from './schemas';

const messages = (schema: typeof setupSchema | typeof adminLoginSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('setupSchema', () => {
  it('gives the spec messages in field order', () => {
    expect(messages(setupSchema, { fullName: 'A', email: 'x', password: '1234567' })).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Password must be at least 8 characters',
    ]);
    expect(messages(setupSchema, {})[0]).toBe('Name must be at least 2 characters');
  });

  it('trims the name, lower-cases the e-mail and keeps the password as typed', () => {
    expect(setupSchema.parse({ fullName: ' Amina ', email: ' Amina@Example.COM ', password: ' pass word ' })).toEqual({
      fullName: 'Amina',
      email: 'amina@example.com',
      password: ' pass word ',
    });
  });

  it('caps names at 100 characters', () => {
    expect(messages(setupSchema, { fullName: 'a'.repeat(101), email: 'a@b.co', password: 'password' })).toEqual([
      'Name must be at most 100 characters',
    ]);
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
    expect(roleFromGroups(['tutor'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { withNewPassword } from '../new-password-fields';

describe('withNewPassword', () => {
  it("holds a student's new password to the portal's rule, and both typings to each other", () => {
    const schema = withNewPassword({}, false);
    expect(schema.safeParse({ password: 'salaam', confirmPassword: 'salaam' }).success).toBe(true);
    expect(schema.safeParse({ password: 'short', confirmPassword: 'short' }).error?.issues[0]?.message).toBe(
      'Password must be at least 6 characters',
    );
    expect(schema.safeParse({ password: 'salaam1', confirmPassword: 'salaam2' }).error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
  });

  it("holds a back-office account to the back office's rule, after the form's other fields", () => {
    const schema = withNewPassword({ code: z.string().regex(/^\d{6}$/, 'Enter the code') }, true);
    expect(schema.safeParse({ code: '123456', password: 'Stronger1', confirmPassword: 'Stronger1' }).success).toBe(
      true,
    );
    const weak = schema.safeParse({ code: 'x', password: 'salaam12', confirmPassword: 'salaam12' });
    expect(weak.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the code',
      'Password must mix upper- and lower-case letters and a digit',
    ]);
  });
});

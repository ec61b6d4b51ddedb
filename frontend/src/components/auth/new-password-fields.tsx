import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import * as z from 'zod';
import { ADMIN_PASSWORD_RULE, adminPasswordSchema } from '@app/shared/auth/schemas';
import { studentMessages, studentPasswordSchema } from '@app/shared/students/schemas';
import { FormField } from '../ui/form-field';

/** The account's password rule: the back office's for its accounts, the portal's for students. */
const ruleFor = (forAdmin: boolean) => (forAdmin ? adminPasswordSchema : studentPasswordSchema);
const hintFor = (forAdmin: boolean) => (forAdmin ? ADMIN_PASSWORD_RULE : 'At least 6 characters');

/**
 * A form with a new password typed twice, under the account's rule, plus its other `fields`
 * (checked first, in the order shown): the first sign-in, a reset, a change of password.
 */
export function withNewPassword<T extends z.ZodRawShape>(fields: T, forAdmin: boolean) {
  return z
    .strictObject({ ...fields, password: ruleFor(forAdmin), confirmPassword: z.string() })
    .refine((values) => (values as NewPasswordValues).password === (values as NewPasswordValues).confirmPassword, {
      message: studentMessages.passwordsDontMatch,
      path: ['confirmPassword'],
    });
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** "New Password" (with the rule in view) and "Confirm New Password". */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  forAdmin,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  forAdmin: boolean;
}) {
  // The two names every form of this kind has (react-hook-form's types cannot see them in T).
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <FormField label="New Password" error={errs.password?.message} helper={hintFor(forAdmin)} keepHelper required>
        <Input type="password" autoComplete="new-password" {...reg('password')} />
      </FormField>
      <FormField label="Confirm New Password" error={errs.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...reg('confirmPassword')} />
      </FormField>
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import type {
  AccountEmailInput,
  MyVerifyEmailInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@app/shared/auth/account-codes';
import { apiCall } from './api-client';

/** A new code for a sign-up waiting for it (the answer says nothing about the address). */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (input: AccountEmailInput) => apiCall('POST /api/auth/verification-code', { body: input }),
  });
}

/** The code of a sign-up, with its password: the account is made. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => apiCall('POST /api/auth/verify-email', { body: input }),
  });
}

/** A signed-in account whose address is not proven: a code to its own address, and back. */
export function useSendMyVerificationCode() {
  return useMutation({
    mutationFn: () => apiCall('POST /api/me/verification-code', { body: {} }),
  });
}

export function useVerifyMyEmail() {
  return useMutation({
    mutationFn: (input: MyVerifyEmailInput) => apiCall('POST /api/me/verify-email', { body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: AccountEmailInput) => apiCall('POST /api/auth/forgot-password', { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiCall('POST /api/auth/reset-password', { body: input }),
  });
}

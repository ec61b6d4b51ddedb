import { useMutation } from '@tanstack/react-query';
import type { AccountEmailInput, ResetPasswordInput, VerifyEmailInput } from '@app/shared/auth/account-codes';
import { apiCall } from './api-client';

/** A new verification code for an address not proven yet (the answer says nothing about the address). */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (input: AccountEmailInput) => apiCall('POST /api/auth/verification-code', { body: input }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => apiCall('POST /api/auth/verify-email', { body: input }),
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

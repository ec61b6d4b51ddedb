import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@app/shared/students/schemas';
import { apiCall } from '../../../lib/api-client';

/** POST /api/auth/signup: creates the account and its student profile; the caller then signs in. */
export const signUp = (input: SignupRequest) => apiCall('POST /api/auth/signup', { body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

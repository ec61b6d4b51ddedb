import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@app/shared/students/schemas';
import { api } from '../../../lib/api-client';

export interface SignupResult {
  userId: string;
  email: string;
}

/** POST /api/auth/signup: creates the account and its student profile; the caller then signs in. */
export const signUp = (input: SignupRequest) => api<SignupResult>('/auth/signup', { method: 'POST', body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

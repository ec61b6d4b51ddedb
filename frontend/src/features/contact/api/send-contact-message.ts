import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@app/shared/contact/schemas';
import { api } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => api<{ sent: boolean }>('/contact', { method: 'POST', body: input }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@app/shared/contact/schemas';
import { apiCall } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => apiCall('POST /api/contact', { body: input }),
  });
}

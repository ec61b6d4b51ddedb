import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@app/shared/students/my-data';
import { apiCall } from '../../../lib/api-client';
import { dateStamp, saveBlob } from '../../../lib/download';

/** GET /api/me/export, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiCall('GET /api/me/export');
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `my-data-${dateStamp()}.json`);
    },
  });
}

/** POST /api/me/deletion: the account goes (sign-in included); the caller then signs out here. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => apiCall('POST /api/me/deletion', { body: input }) });
}

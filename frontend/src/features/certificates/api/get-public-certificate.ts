import { useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@app/shared/certificates/schemas';
import { api } from '../../../lib/api-client';

export const publicCertificateQueryKey = (code: string) => ['certificates', 'public', code] as const;

/** GET /api/certificates/{code}: public, what anyone holding the code may see (404 when none has it). */
export const getPublicCertificate = (code: string) =>
  api<PublicCertificate>(`/certificates/${encodeURIComponent(code)}`);

export function usePublicCertificate(code: string) {
  return useQuery({ queryKey: publicCertificateQueryKey(code), queryFn: () => getPublicCertificate(code) });
}

import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const publicCertificateQueryKey = (code: string) => ['certificates', 'public', code] as const;

/** GET /api/certificates/{code}: public, what anyone holding the code may see (404 when none has it). */
export const getPublicCertificate = (code: string) => apiCall('GET /api/certificates/{code}', { params: { code } });

export function usePublicCertificate(code: string) {
  return useQuery({ queryKey: publicCertificateQueryKey(code), queryFn: () => getPublicCertificate(code) });
}

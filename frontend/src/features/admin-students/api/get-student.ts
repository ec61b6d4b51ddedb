import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/students/{id}: profile, balances, ledger, bookings, requests and certificates. */
export const getStudent = (studentId: string) =>
  apiCall('GET /api/admin/students/{studentId}', { params: { studentId } });

export const studentQueryKey = (studentId: string) => [...adminKeys.students, 'detail', studentId] as const;

export const studentQueryOptions = (studentId: string) =>
  queryOptions({ queryKey: studentQueryKey(studentId), queryFn: () => getStudent(studentId) });

export function useStudent(studentId: string) {
  return useQuery(studentQueryOptions(studentId));
}

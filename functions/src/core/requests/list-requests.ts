import type { AdminPackageRequest } from '@app/shared/admin/requests';
import type { Page } from '@app/shared/http/page';
import type { RequestStatus } from '@app/shared/requests/schemas';
import * as PackageRequest from '../../db/entities/package-request';
import * as Student from '../../db/entities/student';

/** Requests newest first for the team, with each student's name and e-mail (one BatchGetItem a page). */
export async function listForTeam(
  filter: { status?: RequestStatus },
  page: { cursor?: string; limit?: number },
): Promise<Page<AdminPackageRequest>> {
  const requests = await PackageRequest.query(filter, { cursor: page.cursor, limit: page.limit ?? 25 });
  const students = await Student.getMany(requests.items.map((request) => request.studentId));
  return {
    items: requests.items.map((request) => {
      const student = students.get(request.studentId);
      return { ...request, studentName: student?.fullName ?? null, studentEmail: student?.email ?? null };
    }),
    nextCursor: requests.nextCursor,
  };
}

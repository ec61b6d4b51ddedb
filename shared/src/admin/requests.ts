import * as z from 'zod';
import { pageQueryFields } from '../http/page';
import { REQUEST_STATUSES, type PackageRequest } from '../requests/schemas';

/** GET /api/admin/package-requests query. */
export const adminRequestFilterSchema = z.strictObject({
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown request status' }).optional(),
  ...pageQueryFields,
});

/** A request as the team sees it: with the student's name and e-mail. */
export interface AdminPackageRequest extends PackageRequest {
  studentName: string | null;
  studentEmail: string | null;
}

export const adminRequestMessages = { empty: 'No package requests yet' } as const;

import * as z from 'zod';
import { pageQueryFields } from '../http/page';

export const ACTIVITY_ENTITY_TYPES = [
  'lead',
  'course',
  'package',
  'package_request',
  'student',
  'booking',
  'refund_request',
  'certificate',
  'admin',
  'mail',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntityType, string> = {
  lead: 'Lead',
  course: 'Course',
  package: 'Package',
  package_request: 'Package request',
  student: 'Student',
  booking: 'Booking',
  refund_request: 'Refund request',
  certificate: 'Certificate',
  admin: 'Admin',
  mail: 'E-mail',
};

/** GET /api/admin/activity query (default 10 per page). */
export const activityQuerySchema = z.strictObject({
  entityType: z.enum(ACTIVITY_ENTITY_TYPES, { error: 'Unknown entity type' }).optional(),
  ...pageQueryFields,
});

export interface ActivityEntry {
  id: string;
  adminId: string;
  /** The admin's name when known; the screens fall back to 'Admin'. */
  adminName: string | null;
  adminEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

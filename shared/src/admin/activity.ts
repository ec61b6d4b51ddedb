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
  'tutor',
  'mail',
  'webhook_delivery',
  'scheduling',
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
  tutor: 'Tutor',
  mail: 'E-mail',
  webhook_delivery: 'Scheduling delivery',
  scheduling: 'Scheduling account',
};

export const activityMessages = {
  oneFilter: 'Filter by one of type, admin or record at a time',
  adminId: 'adminId must be an id: letters, digits and . _ ~ : - (at most 128)',
  entityId: 'entityId must be an id: letters, digits and . _ ~ : - (at most 128)',
} as const;

/** The ids the log is filtered by: what a record's or an admin's id may look like. */
const ID = /^[A-Za-z0-9._~:-]{1,128}$/;

/**
 * GET /api/admin/activity query (default 10 per page): all entries, or those of one entity type,
 * of one admin (`adminId`) or about one record (`entityId`, see `activityRecordId`). One filter
 * at a time: each is one index of its own, so every page is full while matches remain.
 */
export const activityQuerySchema = z
  .strictObject({
    entityType: z.enum(ACTIVITY_ENTITY_TYPES, { error: 'Unknown entity type' }).optional(),
    adminId: z.string({ error: activityMessages.adminId }).regex(ID, activityMessages.adminId).optional(),
    entityId: z.string({ error: activityMessages.entityId }).regex(ID, activityMessages.entityId).optional(),
    ...pageQueryFields,
  })
  .refine(
    (query) => [query.entityType, query.adminId, query.entityId].filter((value) => value !== undefined).length <= 1,
    { message: activityMessages.oneFilter },
  );

/**
 * The record an entry is filed under for the record filter: the student its details name (a
 * request, refund, certificate or booking of theirs), else the entry's own record. So a student's
 * activity lists everything done about them.
 */
export function activityRecordId(entry: { entityId: string; details: Record<string, unknown> }): string {
  const studentId = entry.details.studentId;
  return typeof studentId === 'string' && studentId !== '' ? studentId : entry.entityId;
}

export interface ActivityEntry {
  id: string;
  adminId: string;
  /** The admin's name as their profile says now, else as the entry kept it; the screens fall back to 'Admin'. */
  adminName: string | null;
  adminEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  createdAt: string;
  /**
   * Names resolved when the log is read, from the records as they are now (null when the record
   * is gone, or its kind has no name): the entry's own record (student, course, lead, package,
   * admin), and the student and course its details name by id.
   */
  recordName: string | null;
  studentName: string | null;
  courseTitle: string | null;
}

/** Someone the log can be filtered by. */
export interface ActivityAdmin {
  id: string;
  name: string;
}

/** GET /api/admin/activity: a page of entries, and the team (for the admin filter). */
export interface ActivityPage {
  items: ActivityEntry[];
  nextCursor: string | null;
  admins: ActivityAdmin[];
}

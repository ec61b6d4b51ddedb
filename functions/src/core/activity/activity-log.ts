import type { ActivityAdmin, ActivityEntityType, ActivityPage } from '@app/shared/admin/activity';
import * as Activity from '../../db/entities/activity';
import * as Admin from '../../db/entities/admin';
import { getNames, type NamedKind, type RecordRef } from '../../db/record-names';

/** The entity types whose entries are about a named record of that kind (an admin's name comes from the team list). */
const OWN_KIND: Partial<Record<string, NamedKind>> = {
  student: 'student',
  lead: 'lead',
  course: 'course',
  package: 'package',
};

/**
 * The activity log newest first: all of it, or one entity type, one admin's or one record's
 * entries; 10 a page unless asked otherwise. Each entry is read with names as the records say
 * them now, so entries written long ago read as well as new ones: the admin (from the team's
 * list, read beside the page), the entry's own record, and the student and course its details
 * name by id (one BatchGetItem per 100 of those, never a read per entry). A record that is gone
 * has no name; the screens then use what the entry's details kept.
 */
export async function list(
  filter: { entityType?: ActivityEntityType; adminId?: string; entityId?: string },
  page: { cursor?: string; limit?: number },
): Promise<ActivityPage> {
  const [entries, team] = await Promise.all([
    Activity.query(filter, { cursor: page.cursor, limit: page.limit ?? 10 }),
    Admin.queryAll(),
  ]);
  const refs: RecordRef[] = entries.items.flatMap((entry) => {
    const own = OWN_KIND[entry.entityType];
    const { studentId, courseId } = entry.details;
    return [
      ...(own ? [{ kind: own, id: entry.entityId }] : []),
      ...(typeof studentId === 'string' && studentId ? [{ kind: 'student' as const, id: studentId }] : []),
      ...(typeof courseId === 'string' && courseId ? [{ kind: 'course' as const, id: courseId }] : []),
    ];
  });
  const names = refs.length > 0 ? await getNames(refs) : null;
  const adminNames = new Map(team.map((admin) => [admin.id, admin.name]));
  const own = (entityType: string, entityId: string) => {
    if (entityType === 'admin') return adminNames.get(entityId) ?? null;
    const kind = OWN_KIND[entityType];
    return kind ? (names?.of(kind, entityId) ?? null) : null;
  };
  return {
    items: entries.items.map((entry) => ({
      ...entry,
      adminName: adminNames.get(entry.adminId) ?? entry.adminName,
      recordName: own(entry.entityType, entry.entityId),
      studentName: names?.of('student', entry.details.studentId) ?? null,
      courseTitle: names?.of('course', entry.details.courseId) ?? null,
    })),
    nextCursor: entries.nextCursor,
    admins: team
      .map((admin): ActivityAdmin => ({ id: admin.id, name: admin.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

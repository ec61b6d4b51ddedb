import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { courseKey, studentsMarkKey } from '../src/db/entities/course';
import { courseStudentMarks } from '../src/db/migrations/0006-course-student-marks';
import { migrationKey, runMigrations } from '../src/db/migrations/runner';
import { useGateway, userWithGroup } from './support/gateway';
import { activePackage, publishedCourse, signUpStudent, studentWithSessions } from './support/student-fixtures';

const HAS_STUDENTS =
  'Students have bought or booked sessions of this course, so it cannot be deleted: their balances, lessons and history show its title. Unpublish it instead: it leaves the site and keeps its title everywhere.';

const stored = async (key: { pk: string; sk: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

describe('a course students hold sessions of cannot be deleted', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  const remove = (courseId: string) => call('DELETE', `/api/admin/courses/${courseId}`, { token: admin });

  it('refuses while a student has a balance from a purchase; the course keeps its title for them', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await studentWithSessions(call, admin, courseId, 2);
    const refused = await remove(courseId);
    expect(refused).toMatchObject({ status: 409, body: { error: { message: HAS_STUDENTS } } });
    expect(await stored(courseKey(courseId))).toBeDefined();
    const dashboard = await call('GET', '/api/me/dashboard', { token: student.token });
    expect(dashboard.body.balances).toEqual([
      {
        courseId,
        courseTitle: expect.any(String),
        sessionsRemaining: 2,
        lots: [expect.objectContaining({ kind: 'purchase', sessionsLeft: 2 })],
      },
    ]);
    expect(dashboard.body.balances[0].courseTitle).not.toBe('');
  });

  it('refuses after an adjustment alone, even once the sessions are used up', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await signUpStudent(call);
    const adjust = (amount: number) =>
      call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: admin,
        body: { courseId, amount, reason: 'Goodwill session.' },
      });
    expect((await adjust(1)).status).toBe(200);
    expect((await adjust(-1)).status).toBe(200);
    expect((await remove(courseId)).status).toBe(409);
  });

  it('deletes a course nobody ever held sessions of', async () => {
    const courseId = await publishedCourse(call, admin);
    expect((await remove(courseId)).status).toBe(204);
    expect(await stored(courseKey(courseId))).toBeUndefined();
  });

  it('a request for a course deleted meanwhile: the team chooses another course, and only that one is credited', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await signUpStudent(call);
    const pkg = await activePackage(3);
    const request = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId },
    });
    expect((await remove(courseId)).status).toBe(204);
    const approved = await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose the course these sessions are for' } },
    });
    expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.balances).toEqual([]);
    const other = await publishedCourse(call, admin);
    const chosen = await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, {
      token: admin,
      body: { courseId: other },
    });
    expect(chosen).toMatchObject({ status: 200, body: { courseId: other } });
    const dashboard = await call('GET', '/api/me/dashboard', { token: student.token });
    expect(dashboard.body.balances).toEqual([
      {
        courseId: other,
        courseTitle: expect.any(String),
        sessionsRemaining: 3,
        lots: [expect.objectContaining({ kind: 'purchase', sessionsLeft: 3 })],
      },
    ]);
  });

  it('a deletion and an approval at the same moment: never a balance on a deleted course', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await signUpStudent(call);
    const pkg = await activePackage(2);
    const request = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId },
    });
    const [deleted, approved] = await Promise.all([
      remove(courseId),
      call('POST', `/api/admin/package-requests/${request.body.id}/approve`, { token: admin, body: {} }),
    ]);
    const courseLeft = await stored(courseKey(courseId));
    const balances = (await call('GET', '/api/me/dashboard', { token: student.token })).body.balances;
    if (approved.status === 200) {
      expect(courseLeft).toBeDefined();
      expect(deleted.status).not.toBe(204);
      expect(balances).toHaveLength(1);
    } else {
      expect(deleted.status).toBe(204);
      expect(balances).toEqual([]);
    }
  });

  it('the migration marks the courses of balances written before the mark existed', async () => {
    const courseId = await publishedCourse(call, admin);
    await studentWithSessions(call, admin, courseId, 1);
    // As the previous version left it: a balance, and no mark beside the course.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: studentsMarkKey(courseId) }));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKey(courseStudentMarks.id) }));
    const report = await runMigrations({ db: db(), tableName: tableName() }, [courseStudentMarks]);
    expect(report.applied).toEqual([{ id: courseStudentMarks.id, changed: expect.any(Number) }]);
    expect(report.applied[0]!.changed).toBeGreaterThanOrEqual(1);
    expect(await stored(studentsMarkKey(courseId))).toMatchObject({ type: 'course_students', courseId });
    expect((await remove(courseId)).status).toBe(409);
    // Run again: every mark is there already, nothing written.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKey(courseStudentMarks.id) }));
    const again = await runMigrations({ db: db(), tableName: tableName() }, [courseStudentMarks]);
    expect(again.applied).toEqual([{ id: courseStudentMarks.id, changed: 0 }]);
  });
});

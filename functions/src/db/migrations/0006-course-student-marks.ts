import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { courseKey, markStudents, studentsMarkKey } from '../entities/course';
import { ALL_STUDENTS } from '../entities/student';
import { BALANCE_SK_PREFIX, studentPartition } from '../entities/student-partition';
import { eachPage, type Migration, type MigrationContext } from './migration';

/**
 * A course that students have held sessions of carries a mark that keeps it from being deleted
 * (course.ts); purchases and adjustments write it from now on. This marks the courses of every
 * balance written before: each student's balances are read from their partition, and each course
 * still in the catalogue gets its mark (the same idempotent update the application makes).
 */
export const courseStudentMarks: Migration = {
  id: '0006-course-student-marks',
  description: 'Courses: the mark that students hold sessions of them, for every balance written before',
  access: {
    queries: [ALL_STUDENTS],
    partitions: ['STUDENT#*'],
    reads: ['COURSE#*'],
    writes: ['COURSE#*'],
  },
  async run(context) {
    const marked = new Set<string>();
    let changed = 0;
    await eachPage(context, { partition: ALL_STUDENTS, ProjectionExpression: 'id' }, async (students) => {
      for (const student of students) {
        for (const courseId of await balanceCourses(context, String(student.id))) {
          if (marked.has(courseId)) continue;
          marked.add(courseId);
          if (await markIfMissing(context, courseId)) changed += 1;
        }
      }
    });
    return { changed };
  },
};

async function balanceCourses(context: MigrationContext, studentId: string): Promise<string[]> {
  const courses: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await context.db.send(
      new QueryCommand({
        TableName: context.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :balance)',
        ExpressionAttributeValues: { ':pk': studentPartition(studentId), ':balance': BALANCE_SK_PREFIX },
        ProjectionExpression: 'courseId',
        ExclusiveStartKey: cursor,
      }),
    );
    courses.push(...(page.Items ?? []).map((item) => String(item.courseId)));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return courses;
}

/** Marks a course still in the catalogue that has no mark yet; true when it wrote one. */
async function markIfMissing(context: MigrationContext, courseId: string): Promise<boolean> {
  const get = (key: { pk: string; sk: string }) =>
    context.db.send(new GetCommand({ TableName: context.tableName, Key: key, ProjectionExpression: 'pk' }));
  const [course, mark] = await Promise.all([get(courseKey(courseId)), get(studentsMarkKey(courseId))]);
  if (!course.Item || mark.Item) return false;
  const update = markStudents(courseId).Update!;
  await context.db.send(new UpdateCommand({ ...update, TableName: context.tableName }));
  return true;
}

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { allOf, bookingKey, byStart, calendarPartition } from '../entities/booking';
import { ALL_STUDENTS } from '../entities/student';
import { eachPage, type Migration, type MigrationContext } from './migration';

const refused = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Lessons: the school's calendar (gsi4: every booking by start time, partitioned by the start's
 * UTC month). Bookings the previous version wrote are filed in it, read student by student through
 * each student's own list of bookings (gsi3). An update applies only while the booking is still at
 * the start time read and not yet filed, so a booking moved meanwhile (filed by the move itself)
 * and a second run change nothing. Tutors are not guessed for old bookings: the team sees them as
 * needing a tutor and can assign one.
 */
export const lessonCalendar: Migration = {
  id: '0010-lesson-calendar',
  description: "Lessons: every booking is filed in the school's calendar by the month it starts in",
  access: { queries: [ALL_STUDENTS], gsi3: ['STUDENT#*#BOOKINGS'], writes: ['BOOKING#*'] },
  async run(context) {
    let changed = 0;
    await eachPage(context, { partition: ALL_STUDENTS, ProjectionExpression: 'id' }, async (students) => {
      for (const { id } of students) changed += await fileBookingsOf(context, String(id));
    });
    return { changed };
  },
};

async function fileBookingsOf(context: MigrationContext, studentId: string): Promise<number> {
  let changed = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await context.db.send(
      new QueryCommand({
        TableName: context.tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        FilterExpression: 'attribute_not_exists(gsi4pk)',
        ProjectionExpression: 'id, startTime',
        ExpressionAttributeValues: { ':pk': allOf(studentId) },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const booking of page.Items ?? []) {
      const id = String(booking.id);
      const startTime = String(booking.startTime);
      try {
        await context.db.send(
          new UpdateCommand({
            TableName: context.tableName,
            Key: bookingKey(id),
            UpdateExpression: 'SET gsi4pk = :month, gsi4sk = :sk',
            ConditionExpression: 'attribute_exists(pk) AND startTime = :start AND attribute_not_exists(gsi4pk)',
            ExpressionAttributeValues: {
              ':month': calendarPartition(startTime),
              ':sk': byStart(startTime, id),
              ':start': startTime,
            },
          }),
        );
        changed += 1;
      } catch (error) {
        if (!refused(error)) throw error;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return changed;
}

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../conditions';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { withoutStorageFields, type TxItem } from '../table';
import { balanceKey } from './balance';
import { studentPartition } from './student-partition';

/**
 * Single-use booking links, in the learner's partition beside their balances:
 * - `BOOKLINK#<courseId>#<linkId>`: one link, `open` until a booking comes through it (`used`) or
 *   the balance can no longer cover it (`released`);
 * - `BOOKLINKS#<courseId>`: how many of the course's links are open. Minting a link raises it in a
 *   transaction conditioned on the count read and on the balance holding more sessions than that,
 *   so two pages minting at once never open more links than sessions left.
 */
const LINK = 'BOOKLINK#';
const linkPrefix = (courseId: string) => `${LINK}${courseId}#`;
export const linkKey = (studentId: string, courseId: string, linkId: string) => ({
  pk: studentPartition(studentId),
  sk: `${linkPrefix(courseId)}${linkId}`,
});
export const countKey = (studentId: string, courseId: string) => ({
  pk: studentPartition(studentId),
  sk: `BOOKLINKS#${courseId}`,
});

export type LinkState = 'open' | 'used' | 'released';

export interface BookingLinkItem {
  linkId: string;
  studentId: string;
  courseId: string;
  /** The provider's link, as minted (the portal adds the learner's prefill and tracking). */
  url: string;
  eventTypeUri: string;
  state: LinkState;
  createdAt: string;
  updatedAt: string;
  /** The booking that used it. */
  bookingId?: string;
}

/** The course's links for the learner, oldest first, and the open count as stored. */
export async function ofCourse(
  studentId: string,
  courseId: string,
): Promise<{ links: BookingLinkItem[]; openCount: number | null }> {
  const [items, count] = await Promise.all([
    queryEvery<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': studentPartition(studentId), ':prefix': linkPrefix(courseId) },
      ConsistentRead: true,
    }),
    db().send(new GetCommand({ TableName: tableName(), Key: countKey(studentId, courseId), ConsistentRead: true })),
  ]);
  const links = items.map((item) => withoutStorageFields<BookingLinkItem>(item));
  links.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { links, openCount: typeof count.Item?.open === 'number' ? count.Item.open : null };
}

/**
 * Takes the right to mint the course's next link for a moment (`until`): pages asking at once
 * then make one call to the scheduling service, not one each. Null when another holds it.
 */
export async function claimMint(
  studentId: string,
  courseId: string,
  seen: number | null,
  now: Date,
  until: Date,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: countKey(studentId, courseId),
        UpdateExpression: 'SET mintingUntil = :until',
        // Only on the count this page read: a page that read before another's link was stored reads again.
        ConditionExpression: `(attribute_not_exists(mintingUntil) OR mintingUntil < :now) AND ${
          seen === null ? 'attribute_not_exists(#open)' : '#open = :seen'
        }`,
        ExpressionAttributeNames: { '#open': 'open' },
        ExpressionAttributeValues: {
          ':until': until.toISOString(),
          ':now': now.toISOString(),
          ...(seen === null ? {} : { ':seen': seen }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function get(studentId: string, courseId: string, linkId: string): Promise<BookingLinkItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: linkKey(studentId, courseId, linkId), ConsistentRead: true }),
  );
  return answer.Item ? withoutStorageFields<BookingLinkItem>(answer.Item) : null;
}

/**
 * A new open link: the count goes from `seen` to `seen + 1`, only while it is still `seen` and the
 * balance holds more than `seen` sessions (three items, one transaction).
 */
export function open(link: BookingLinkItem, seen: number | null): TxItem[] {
  const now = link.createdAt;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: countKey(link.studentId, link.courseId),
        UpdateExpression: 'SET #open = :next, #type = :type, updatedAt = :now REMOVE mintingUntil',
        ConditionExpression: seen === null ? 'attribute_not_exists(#open)' : '#open = :seen',
        ExpressionAttributeNames: { '#open': 'open', '#type': 'type' },
        ExpressionAttributeValues: {
          ':next': (seen ?? 0) + 1,
          ':type': 'booking_link_count',
          ':now': now,
          ...(seen === null ? {} : { ':seen': seen }),
        },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: balanceKey(link.studentId, link.courseId),
        ConditionExpression: 'sessionsRemaining > :seen',
        ExpressionAttributeValues: { ':seen': seen ?? 0 },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...linkKey(link.studentId, link.courseId, link.linkId), type: 'booking_link', ...link },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** An open link closes (`used` by a booking, or `released`): the link and the count, together. */
export function close(
  link: Pick<BookingLinkItem, 'studentId' | 'courseId' | 'linkId'>,
  state: Exclude<LinkState, 'open'>,
  now: string,
  bookingId?: string,
): TxItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: linkKey(link.studentId, link.courseId, link.linkId),
        UpdateExpression: `SET #state = :state, updatedAt = :now${bookingId ? ', bookingId = :booking' : ''}`,
        ConditionExpression: '#state = :open',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': state,
          ':open': 'open',
          ':now': now,
          ...(bookingId ? { ':booking': bookingId } : {}),
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: countKey(link.studentId, link.courseId),
        UpdateExpression: 'SET #open = #open - :one, updatedAt = :now',
        ConditionExpression: '#open > :zero',
        ExpressionAttributeNames: { '#open': 'open' },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':now': now },
      },
    },
  ];
}

import { MONEY_FIGURES, type MoneyFigure, type MoneyFigures, type Owed } from '@app/shared/credits/money';
import { queryEvery } from '../query-page';
import { tableName } from '../client';
import type { TxItem } from '../table';

/**
 * The school's money figures, kept as sums in one partition (`MONEY`): one item per month and
 * course (`MONTH#<YYYY-MM>#<courseId>`) and one per course of what is owed (`OWED#<courseId>`).
 * Each move of sessions adds to them in its own transaction, so a report reads a few items and
 * never the students' ledgers.
 */
export const MONEY_PARTITION = 'MONEY';
export const monthKey = (month: string, courseId: string) => ({
  pk: MONEY_PARTITION,
  sk: `MONTH#${month}#${courseId}`,
});
export const owedKey = (courseId: string) => ({ pk: MONEY_PARTITION, sk: `OWED#${courseId}` });

export type FiguresChange = Partial<MoneyFigures>;

/** Adds a move's figures to its month and course (nothing when they are all zero). */
export function addToMonth(month: string, courseId: string, change: FiguresChange): TxItem[] {
  const names = MONEY_FIGURES.filter((name) => (change[name] ?? 0) !== 0);
  if (names.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: monthKey(month, courseId),
        UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')} SET #type = :type, #month = :month, courseId = :courseId`,
        ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, change[name]])),
          ':type': 'money_month',
          ':month': month,
          ':courseId': courseId,
        },
      },
    },
  ];
}

/** Adds to what is owed on a course. */
export function addToOwed(courseId: string, change: Partial<Owed>): TxItem[] {
  const names = (['paidSessions', 'paidCents', 'grantSessions'] as const).filter((name) => (change[name] ?? 0) !== 0);
  if (names.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: owedKey(courseId),
        UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')} SET #type = :type, courseId = :courseId`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, change[name]])),
          ':type': 'money_owed',
          ':courseId': courseId,
        },
      },
    },
  ];
}

export interface MonthItem extends Partial<MoneyFigures> {
  month: string;
  courseId: string;
}

/** Every course's figures of the months `from` to `to` (one Query, page after page). */
export function monthsBetween(from: string, to: string): Promise<MonthItem[]> {
  return queryEvery<MonthItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': MONEY_PARTITION, ':from': `MONTH#${from}#`, ':to': `MONTH#${to}#~` },
  });
}

export interface OwedItem extends Partial<Owed> {
  courseId: string;
}

/** What is owed on every course (one Query). */
export function owedByCourse(): Promise<OwedItem[]> {
  return queryEvery<OwedItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :owed)',
    ExpressionAttributeValues: { ':pk': MONEY_PARTITION, ':owed': 'OWED#' },
  });
}

export const figure = (item: Partial<Record<MoneyFigure, number>>, name: MoneyFigure) => Number(item[name] ?? 0);

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { lotOrder, perSessionCents, type CreditLot } from '@app/shared/credits/lots';
import { monthOf, type MoneyFigures } from '@app/shared/credits/money';
import { bookingKey } from '../entities/booking';
import { ledgerPartition } from '../entities/ledger-entry';
import { lotKey } from '../entities/lot';
import { MONEY_PARTITION, addToMonth, addToOwed } from '../entities/money-report';
import { requestKey } from '../entities/package-request';
import { ALL_STUDENTS } from '../entities/student';
import { studentPartition } from '../entities/student-partition';
import { eachPage, everyItemOf, type Migration, type MigrationContext } from './migration';

/**
 * Credits as purchases: the sessions credited before lots existed get their lots. For each student,
 * the ledger entries that name no lot are replayed in order: a purchase opens a lot (the package
 * request's id, at its price per session, never expiring), a positive adjustment opens a free
 * grant, a booking or a negative adjustment takes from the lots in use order (a booking's lot is
 * remembered on the booking, so its cancellation gives the session back there), a returned session
 * goes back to its booking's lot, a refund leaves its purchase's lot. The lots are written with what
 * they hold now (`openingSessions`: their sessions before any entry naming them), and the money
 * figures those entries made are added to the report, once per student (a marker in the student's
 * partition).
 *
 * Idempotent: a lot already there is left alone, a booking keeps a lot it has, and the figures are
 * added in one transaction with their marker.
 */
export const creditLots: Migration = {
  id: '0007-credit-lots',
  description: 'Credit lots for the sessions credited before lots, and their money figures',
  access: {
    queries: [ALL_STUDENTS],
    partitions: ['STUDENT#*', 'LEDGER#*'],
    reads: ['REQUEST#*'],
    writes: ['STUDENT#*', 'BOOKING#*', MONEY_PARTITION],
  },
  async run(context) {
    let changed = 0;
    await eachPage(context, { partition: ALL_STUDENTS, ProjectionExpression: 'id' }, async (students) => {
      for (const student of students) changed += await migrateStudent(context, String(student.id));
    });
    return { changed };
  },
};

interface Entry {
  id: string;
  courseId: string;
  entryType: string;
  amount: number;
  packageRequestId?: string | null;
  bookingId?: string | null;
  lotId?: string | null;
  createdAt: string;
}

type ReplayLot = CreditLot & { openingSessions: number };

/** A move changed the student's balance while the replay was made: read again and replay again. */
class BalanceMoved extends Error {}
/** This student's figures were added by an earlier run. */
class FiguresAdded extends Error {}

/**
 * What one student's entries without a lot did, replayed; returns the items it wrote. The code in
 * service may move sessions meanwhile: each course's lots are written in one transaction that
 * checks the balance still holds what was read before the ledger, so a replay a move overtook is
 * made again.
 */
export async function migrateStudent(context: MigrationContext, studentId: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(context, studentId);
    } catch (error) {
      if (!(error instanceof BalanceMoved) || attempt >= 8) throw error;
    }
  }
}

async function migrateOnce(context: MigrationContext, studentId: string): Promise<number> {
  // The balances first, then the ledger: a move in between shows in the check below.
  const partition = await everyItemOf(context, studentPartition(studentId));
  const entries = (await everyItemOf(context, ledgerPartition(studentId))) as unknown as Entry[];
  const unlotted = entries.filter((entry) => !entry.lotId);
  if (unlotted.length === 0) return 0;
  const replay = new Replay(context, studentId);
  for (const entry of unlotted) await replay.apply(entry);

  let written = 0;
  const lots = replay.finalLots();
  for (const courseId of new Set(lots.map((lot) => lot.courseId))) {
    const ofCourse = lots.filter((lot) => lot.courseId === courseId);
    const existing = new Set(
      partition
        .filter((item) => item.type === 'credit_lot' && item.courseId === courseId)
        .map((item) => String(item.id)),
    );
    // Written before (lots of one course go in together): done.
    if (ofCourse.some((lot) => existing.has(lot.id))) continue;
    const balance = partition.find((item) => item.type === 'balance' && item.courseId === courseId);
    for (let start = 0; start < ofCourse.length; start += 90) {
      written += await writeLots(context, studentId, courseId, ofCourse.slice(start, start + 90), balance);
    }
  }
  for (const [bookingId, lotId] of replay.bookingLots) {
    written += await context.db
      .send(
        new UpdateCommand({
          TableName: context.tableName,
          Key: bookingKey(bookingId),
          UpdateExpression: 'SET lotId = :lot',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lotId) OR lotId = :none)',
          ExpressionAttributeValues: { ':lot': lotId, ':none': null },
        }),
      )
      .then(() => 1)
      .catch(skipIfDone);
  }
  written += await addFigures(context, studentId, replay);
  return written;
}

/** A course's lots, with the check that its balance is still what was read. */
async function writeLots(
  context: MigrationContext,
  studentId: string,
  courseId: string,
  lots: ReplayLot[],
  balance: Record<string, unknown> | undefined,
): Promise<number> {
  const key = { pk: studentPartition(studentId), sk: `BALANCE#${courseId}` };
  const check = balance
    ? {
        ConditionCheck: {
          TableName: context.tableName,
          Key: key,
          ConditionExpression: 'sessionsRemaining = :read',
          ExpressionAttributeValues: { ':read': balance.sessionsRemaining },
        },
      }
    : { ConditionCheck: { TableName: context.tableName, Key: key, ConditionExpression: 'attribute_not_exists(pk)' } };
  const puts = lots.map((lot) => ({
    Put: {
      TableName: context.tableName,
      Item: { ...lotKey(studentId, lot.courseId, lot.id), type: 'credit_lot', ...lot },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  await sendTransaction(context, [check, ...puts], (reasons) => {
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return new BalanceMoved();
    return null;
  });
  return lots.length;
}

/**
 * One transaction, tried again while it only collides with another (`TransactionConflict`); a
 * failed condition is handed to `onFailed`, which names the error (null: the original one).
 */
async function sendTransaction(
  context: MigrationContext,
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  onFailed: (reasons: { Code?: string }[]) => Error | null,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await context.db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TransactionCanceledException')) throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw onFailed(reasons) ?? error;
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt * Math.random()));
    }
  }
}

/** A conditional write that finds its work done (or its item gone) is skipped. */
function skipIfDone(error: unknown): number {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 0;
  throw error;
}

class Replay {
  readonly lots = new Map<string, ReplayLot>();
  readonly bookingLots = new Map<string, string>();
  /** Money figures by month and course (`<month>#<courseId>`). */
  readonly months = new Map<string, Partial<MoneyFigures>>();

  constructor(
    private readonly context: MigrationContext,
    private readonly studentId: string,
  ) {}

  async apply(entry: Entry): Promise<void> {
    const { entryType, amount, courseId } = entry;
    if (entryType === 'purchase') {
      const lot = await this.purchaseLot(entry);
      this.open(lot);
      this.add(entry, { soldSessions: amount, soldCents: lot.priceCents });
    } else if (entryType === 'adjustment' && amount > 0) {
      this.open({ ...this.lotBase(entry, entry.id, 'grant', amount), pricePerSessionCents: 0, priceCents: 0 });
      this.add(entry, { grantedSessions: amount });
    } else if (entryType === 'booking') {
      const taken = this.take(courseId, -amount, entry.createdAt);
      if (entry.bookingId && taken[0]) this.bookingLots.set(entry.bookingId, taken[0].lot.id);
      this.add(entry, { usedSessions: -amount, usedCents: centsOf(taken) });
    } else if (entryType === 'adjustment') {
      this.add(entry, {
        removedSessions: -amount,
        removedCents: centsOf(this.take(courseId, -amount, entry.createdAt)),
      });
    } else if (entryType === 'refund') {
      const lotId = entry.bookingId ? this.bookingLots.get(entry.bookingId) : undefined;
      const lot = (lotId && this.lots.get(lotId)) || this.newestOf(courseId);
      if (lot) {
        lot.sessionsLeft += amount;
        this.add(entry, { returnedSessions: amount, returnedCents: amount * lot.pricePerSessionCents });
      }
    } else if (entryType === 'unused_refund') {
      const own = entry.packageRequestId ? this.lots.get(entry.packageRequestId) : undefined;
      const first = own ? Math.min(own.sessionsLeft, -amount) : 0;
      if (own) own.sessionsLeft -= first;
      const rest = this.take(courseId, -amount - first, entry.createdAt);
      const cents = first * (own?.pricePerSessionCents ?? 0) + centsOf(rest);
      this.add(entry, { refundedSessions: -amount, refundedCents: cents });
    }
  }

  private lotBase(entry: Entry, id: string, kind: CreditLot['kind'], sessions: number): CreditLot {
    return {
      id,
      studentId: this.studentId,
      courseId: entry.courseId,
      kind,
      packageRequestId: kind === 'purchase' ? id : null,
      packageName: null,
      sessionsBought: sessions,
      sessionsLeft: sessions,
      pricePerSessionCents: 0,
      approvedAt: entry.createdAt,
      expiresAt: null,
      createdAt: entry.createdAt,
    };
  }

  private async purchaseLot(entry: Entry): Promise<CreditLot & { priceCents: number }> {
    const id = entry.packageRequestId ?? entry.id;
    const answer = await this.context.db.send(
      new GetCommand({ TableName: this.context.tableName, Key: requestKey(id), ConsistentRead: true }),
    );
    const request = answer.Item;
    const priceCents = Number(request?.priceCents ?? 0);
    const sessionCount = Number(request?.sessionCount ?? entry.amount);
    return {
      ...this.lotBase(entry, id, 'purchase', entry.amount),
      packageName: (request?.packageName as string | undefined) ?? null,
      pricePerSessionCents: perSessionCents(priceCents, sessionCount),
      approvedAt: (request?.approvedAt as string | undefined) ?? entry.createdAt,
      priceCents,
    };
  }

  private open(lot: CreditLot & { priceCents: number }): void {
    const { priceCents: _priceCents, ...rest } = lot;
    this.lots.set(lot.id, { ...rest, openingSessions: 0 });
  }

  /** Sessions taken in use order (no lot expires before lots existed). */
  private take(courseId: string, sessions: number, at: string): { lot: ReplayLot; sessions: number }[] {
    const taken: { lot: ReplayLot; sessions: number }[] = [];
    let wanted = sessions;
    const inUse = [...this.lots.values()]
      .filter((lot) => lot.courseId === courseId && lot.sessionsLeft > 0 && lot.approvedAt <= at)
      .sort(lotOrder);
    for (const lot of inUse) {
      if (wanted === 0) break;
      const part = Math.min(lot.sessionsLeft, wanted);
      lot.sessionsLeft -= part;
      wanted -= part;
      taken.push({ lot, sessions: part });
    }
    return taken;
  }

  private newestOf(courseId: string): ReplayLot | undefined {
    return [...this.lots.values()]
      .filter((lot) => lot.courseId === courseId)
      .sort(lotOrder)
      .at(-1);
  }

  private add(entry: Entry, figures: Partial<MoneyFigures>): void {
    const key = `${monthOf(entry.createdAt)}#${entry.courseId}`;
    const month = this.months.get(key) ?? {};
    for (const [name, value] of Object.entries(figures) as [keyof MoneyFigures, number][]) {
      month[name] = (month[name] ?? 0) + value;
    }
    this.months.set(key, month);
  }

  /** The lots as written: what they hold now is also what they held before any entry named them. */
  finalLots(): ReplayLot[] {
    return [...this.lots.values()].map((lot) => ({ ...lot, openingSessions: lot.sessionsLeft }));
  }
}

const centsOf = (taken: { lot: CreditLot; sessions: number }[]) =>
  taken.reduce((sum, part) => sum + part.sessions * part.lot.pricePerSessionCents, 0);

/** The replay's figures and what its lots still owe, added once (a marker per chunk of 90 items). */
async function addFigures(context: MigrationContext, studentId: string, replay: Replay): Promise<number> {
  const owed = new Map<string, { paidSessions: number; paidCents: number; grantSessions: number }>();
  for (const lot of replay.finalLots()) {
    const course = owed.get(lot.courseId) ?? { paidSessions: 0, paidCents: 0, grantSessions: 0 };
    if (lot.kind === 'grant') course.grantSessions += lot.sessionsLeft;
    else {
      course.paidSessions += lot.sessionsLeft;
      course.paidCents += lot.sessionsLeft * lot.pricePerSessionCents;
    }
    owed.set(lot.courseId, course);
  }
  const items = [
    ...[...replay.months].flatMap(([key, figures]) => addToMonth(key.slice(0, 7), key.slice(8), figures)),
    ...[...owed].flatMap(([courseId, change]) => addToOwed(courseId, change)),
  ].map((item) => ({ ...item, Update: { ...item.Update!, TableName: context.tableName } }));
  let written = 0;
  for (let chunk = 0; chunk * 90 < items.length; chunk += 1) {
    const marker = {
      Put: {
        TableName: context.tableName,
        Item: { pk: studentPartition(studentId), sk: `MIGRATED#0007#${chunk}`, type: 'migration_marker' },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    // A marker already there: these figures were added before.
    const added = await sendTransaction(context, [marker, ...items.slice(chunk * 90, chunk * 90 + 90)], (reasons) =>
      reasons[0]?.Code === 'ConditionalCheckFailed' ? new FiguresAdded() : null,
    )
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof FiguresAdded) return false;
        throw error;
      });
    if (added) written += 1;
  }
  return written;
}

import type { Family } from '@app/shared/students/learners';
import * as Account from '../../db/entities/account';
import * as Learners from '../learners/learners';
import { lotsOfCourse } from '@app/shared/students/dashboard';
import { adminStudentMessages, type AdjustmentInput, type StudentDetail } from '@app/shared/admin/students';
import type { Page } from '@app/shared/http/page';
import type { StudentProfile, StudentStatus } from '@app/shared/students/schemas';
import type * as z from 'zod';
import type { adjustmentSchema } from '@app/shared/admin/students';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Balance from '../../db/entities/balance';
import * as Booking from '../../db/entities/booking';
import * as Certificate from '../../db/entities/certificate';
import * as Counters from '../../db/entities/counters';
import * as Course from '../../db/entities/course';
import * as Ledger from '../../db/entities/ledger-entry';
import * as PackageRequest from '../../db/entities/package-request';
import * as Student from '../../db/entities/student';
import * as MailSuppression from '../../db/entities/mail-suppression';
import { transact } from '../../db/transact';
import * as Credits from '../credits/credit-moves';
import { searchOrList } from '../search/search-or-list';
import { ledgerNames } from './ledger-names';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

/**
 * The team's view of students: list, detail, status, manual balance adjustments. Adding one
 * (a Cognito account and an e-mail) is add-student.ts, so these functions load neither client.
 */
export function list(
  filter: { status?: StudentStatus; q?: string },
  page: { cursor?: string; limit?: number },
): Promise<Page<StudentProfile>> {
  const paging = { cursor: page.cursor, limit: page.limit ?? 25 };
  return searchOrList(filter.q, {
    list: () => Student.query({ status: filter.status }, paging),
    searchIds: (plan) => Student.searchIds(plan, { status: filter.status }, paging),
    getMany: async (ids) =>
      new Map([...(await Student.getMany(ids))].map(([id, item]) => [id, Student.toProfile(item)])),
  });
}

const notFound = () => new NotFoundError(adminStudentMessages.notFound);

export async function detail(studentId: string): Promise<StudentDetail> {
  const [{ student, balances, lots }, ledger, bookings, requests, certificates] = await Promise.all([
    Student.getWithBalances(studentId),
    Ledger.queryOfStudent(studentId, { limit: 100 }),
    Booking.allOfStudent(studentId, 50),
    PackageRequest.latestOfStudent(studentId, 50),
    Certificate.allOfStudent(studentId),
  ]);
  if (!student) throw notFound();
  const [names, mailSuppression] = await Promise.all([
    ledgerNames(
      studentId,
      [
        ...balances.map((balance) => balance.courseId),
        ...ledger.items.map((entry) => entry.courseId),
        ...bookings.map((booking) => booking.courseId),
      ],
      ledger.items,
    ),
    MailSuppression.get(student.email),
  ]);
  const title = names.title;
  const profile = Student.toProfile(student);
  return {
    profile,
    balances: balances.map((balance) => ({
      courseId: balance.courseId,
      courseTitle: title(balance.courseId),
      sessionsRemaining: balance.sessionsRemaining,
      lots: lotsOfCourse(lots, balance.courseId, new Date()),
    })),
    ledger: ledger.items.map((entry) => ({ ...entry, courseTitle: title(entry.courseId), by: names.by(entry) })),
    bookings: bookings.map((booking) => Booking.toBooking(booking, title(booking.courseId))),
    requests,
    certificates,
    mailSuppression,
    family: await familyOf(profile),
  };
}

/** The learner's account: the holder's contact (the learner's own details before families) and its learners. */
async function familyOf(profile: StudentProfile): Promise<Family> {
  const { account, learners } = await Learners.ofAccount(profile.accountId);
  return {
    holder: account
      ? Account.toHolder(account)
      : { id: profile.accountId, fullName: profile.holderName, email: profile.email, phone: profile.phone },
    learners: learners.map(({ id, fullName, ageGroup, status, intakeCompleted }) => ({
      id,
      fullName,
      ageGroup,
      status,
      intakeCompleted,
    })),
  };
}

export async function setStatus(
  actor: Actor,
  studentId: string,
  change: { status: StudentStatus; version: number },
): Promise<StudentProfile> {
  const student = await Student.get(studentId, true);
  // A deleted account stays inactive: there is nobody left to teach.
  if (!student || student.erasedAt) throw notFound();
  const read = Student.toProfile(student);
  const changedMeanwhile = () => new ConflictError(adminStudentMessages.changedMeanwhile);
  if (read.version !== change.version) throw changedMeanwhile();
  const { status } = change;
  if (student.status === status) return read;
  await transact([
    {
      item: Student.updateStatus(studentId, student.status, status, change.version),
      onConditionFailed: changedMeanwhile,
    },
    { item: Counters.change({ [`students_${student.status}`]: -1, [`students_${status}`]: 1 }) },
    ...Student.fileForSearch({ ...read, status }).map((item) => ({ item })),
    {
      item: Activity.put(actor, {
        action: 'status_change',
        entityType: 'student',
        entityId: studentId,
        details: { from: student.status, to: status, name: student.fullName },
      }),
    },
  ]);
  return { ...read, status, version: read.version + 1 };
}

/** Which lots the team's removal of `sessions` takes from (404 for an unknown student, 409 when too few are left). */
async function planRemoval(studentId: string, sessions: number, courseId: string, now: Date) {
  try {
    return await Credits.planTake(studentId, courseId, sessions, now);
  } catch (error) {
    if (!(error instanceof Credits.NoSessions)) throw error;
    if (!(await Student.get(studentId))) throw notFound();
    throw new ConflictError(adminStudentMessages.belowZero);
  }
}

/** A manual change of one course balance, through the lots and the ledger; never below 0. */
export async function adjust(
  actor: Actor,
  studentId: string,
  input: z.output<typeof adjustmentSchema> & AdjustmentInput,
): Promise<{ sessionsRemaining: number }> {
  // The student and the course must exist: both held by the transaction's conditions, no reads
  // first (an unknown student answers 404 before an unknown course's 400). Sessions given are a
  // free lot of their own; sessions taken leave the lots in the order a booking takes them.
  const by = { createdBy: actor.userId, at: new Date() };
  const belowZero = () => new ConflictError(adminStudentMessages.belowZero);
  await Credits.withFreshLots(async () => {
    const moves =
      input.amount > 0
        ? Credits.grant(studentId, input.courseId, input.amount, input.reason, by)
        : Credits.take(
            await planRemoval(studentId, -input.amount, input.courseId, by.at),
            { type: 'adjustment' },
            input.reason,
            by,
            belowZero,
          );
    await transact([
      { item: Student.exists(studentId), onConditionFailed: notFound },
      {
        item: Course.courseExists(input.courseId),
        onConditionFailed: () => new ValidationError('Course not found', { courseId: 'Course not found' }),
      },
      { item: Course.markStudents(input.courseId) },
      ...moves,
      {
        item: Activity.put(actor, {
          action: 'adjust_balance',
          entityType: 'student',
          entityId: studentId,
          details: { courseId: input.courseId, amount: input.amount, reason: input.reason },
        }),
      },
    ]);
  });
  return { sessionsRemaining: await Balance.get(studentId, input.courseId) };
}

import { adminStudentMessages, type AdjustmentInput, type StudentDetail } from '@app/shared/admin/students';
import type { Page } from '@app/shared/http/page';
import { studentMessages, type StudentProfile, type StudentStatus } from '@app/shared/students/schemas';
import type * as z from 'zod';
import type { addStudentSchema, adjustmentSchema } from '@app/shared/admin/students';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Balance from '../../db/entities/balance';
import * as Booking from '../../db/entities/booking';
import * as Counters from '../../db/entities/counters';
import * as Course from '../../db/entities/course';
import * as Ledger from '../../db/entities/ledger-entry';
import * as PackageRequest from '../../db/entities/package-request';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createInvitedUser, deleteUser } from '../../lib/cognito-users';
import { env } from '../../lib/env';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { sendAllLogged, SCHOOL_NAME } from '../../lib/mail';

/** The team's view of students: list, add, detail, status, manual balance adjustments. */
export function list(
  filter: { status?: StudentStatus; q?: string },
  page: { cursor?: string; limit?: number },
): Promise<Page<StudentProfile>> {
  return Student.query(filter, { cursor: page.cursor, limit: page.limit ?? 25 });
}

const notFound = () => new NotFoundError(adminStudentMessages.notFound);

/** An account with a temporary password (sent by e-mail; changed at first sign-in) and an active profile. */
export async function add(actor: Actor, input: z.output<typeof addStudentSchema>): Promise<StudentProfile> {
  const { sub, temporaryPassword } = await createInvitedUser({
    email: input.email,
    name: input.fullName,
    group: 'student',
    emailTakenMessage: studentMessages.emailTaken.replace(' Please log in instead.', ''),
    // The team enters an address the family gave them; the invitation proves it on first use.
    emailVerified: true,
  });
  const profile: StudentProfile = {
    id: sub,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    ageGroup: null,
    level: null,
    goals: [],
    motivation: '',
    intakeCompleted: false,
    status: 'active',
    createdAt: new Date().toISOString(),
  };
  try {
    await transact([
      { item: Student.putNew(profile) },
      { item: Counters.change({ students: 1, students_active: 1 }) },
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'student',
          entityId: sub,
          details: { name: input.fullName, email: input.email },
        }),
      },
    ]);
  } catch (error) {
    log('error', 'student profile could not be saved; removing the account', { userId: sub, ...errorFields(error) });
    await deleteUser(input.email);
    throw error;
  }
  await sendAllLogged([invitation(profile, temporaryPassword)], { userId: sub });
  return profile;
}

function invitation(profile: StudentProfile, temporaryPassword: string) {
  return {
    to: profile.email,
    subject: `Your student account at ${SCHOOL_NAME}`,
    text: [
      `Assalamu alaikum ${profile.fullName},`,
      '',
      'Our team has created a student account for you. Sign in with this e-mail address and the',
      'temporary password below; you will be asked to choose your own password straight away.',
      '',
      `Temporary password: ${temporaryPassword}`,
      `Sign in: ${env.siteUrl()}/student-auth`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export async function detail(studentId: string): Promise<StudentDetail> {
  const [{ student, balances }, ledger, bookings, requests] = await Promise.all([
    Student.getWithBalances(studentId),
    Ledger.queryOfStudent(studentId, { limit: 100 }),
    Booking.allOfStudent(studentId, 50),
    PackageRequest.latestOfStudent(studentId, 50),
  ]);
  if (!student) throw notFound();
  const titles = await Course.getTitles([
    ...balances.map((balance) => balance.courseId),
    ...ledger.items.map((entry) => entry.courseId),
    ...bookings.map((booking) => booking.courseId),
  ]);
  const title = (courseId: string) => titles.get(courseId) ?? null;
  return {
    profile: Student.toProfile(student),
    balances: balances.map((balance) => ({
      courseId: balance.courseId,
      courseTitle: title(balance.courseId),
      sessionsRemaining: balance.sessionsRemaining,
    })),
    ledger: ledger.items.map((entry) => ({ ...entry, courseTitle: title(entry.courseId) })),
    bookings: bookings.map((booking) => Booking.toBooking(booking, title(booking.courseId))),
    requests,
  };
}

export async function setStatus(actor: Actor, studentId: string, status: StudentStatus): Promise<StudentProfile> {
  const student = await Student.get(studentId, true);
  if (!student) throw notFound();
  if (student.status !== status) {
    await transact([
      {
        item: Student.updateStatus(studentId, student.status, status),
        onConditionFailed: () =>
          new ConflictError('Another admin changed this student meanwhile. Reload and try again.'),
      },
      { item: Counters.change({ [`students_${student.status}`]: -1, [`students_${status}`]: 1 }) },
      {
        item: Activity.put(actor, {
          action: 'status_change',
          entityType: 'student',
          entityId: studentId,
          details: { from: student.status, to: status, name: student.fullName },
        }),
      },
    ]);
  }
  return Student.toProfile({ ...student, status });
}

/** A manual change of one course balance, through the ledger; never below 0. */
export async function adjust(
  actor: Actor,
  studentId: string,
  input: z.output<typeof adjustmentSchema> & AdjustmentInput,
): Promise<{ sessionsRemaining: number }> {
  const [student, course] = await Promise.all([Student.get(studentId), Course.get(input.courseId)]);
  if (!student) throw notFound();
  if (!course) throw new ValidationError('Course not found', { courseId: 'Course not found' });
  await transact([
    { item: Student.exists(studentId), onConditionFailed: notFound },
    input.amount > 0
      ? { item: Balance.credit(studentId, input.courseId, input.amount) }
      : {
          item: Balance.debit(studentId, input.courseId, -input.amount),
          onConditionFailed: () => new ConflictError(adminStudentMessages.belowZero),
        },
    {
      item: Ledger.put({
        studentId,
        courseId: input.courseId,
        type: 'adjustment',
        amount: input.amount,
        packageRequestId: null,
        bookingId: null,
        notes: input.reason,
        createdBy: actor.userId,
      }),
    },
    {
      item: Activity.put(actor, {
        action: 'adjust_balance',
        entityType: 'student',
        entityId: studentId,
        details: { courseId: input.courseId, amount: input.amount, reason: input.reason },
      }),
    },
  ]);
  return { sessionsRemaining: await Balance.get(studentId, input.courseId) };
}

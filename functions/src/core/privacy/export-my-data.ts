import { everyItem } from '@app/shared/http/every-item';
import { lotsOfCourse } from '@app/shared/students/dashboard';
import type { LearnerRecords, MyDataExport } from '@app/shared/students/my-data';
import * as Learners from '../learners/learners';
import * as Booking from '../../db/entities/booking';
import * as Certificate from '../../db/entities/certificate';
import * as Ledger from '../../db/entities/ledger-entry';
import * as PackageRequest from '../../db/entities/package-request';
import * as RefundRequest from '../../db/entities/refund-request';
import * as Student from '../../db/entities/student';
import * as Course from '../../db/entities/course';
import type { Caller } from '../../lib/auth';
import { NotFoundError } from '../../lib/errors';
import { studentMessages } from '@app/shared/students/schemas';
import type { LedgerEntry } from '@app/shared/bookings/schemas';

function everyLedgerEntry(studentId: string): Promise<LedgerEntry[]> {
  return everyItem((cursor) => Ledger.queryOfStudent(studentId, { cursor, limit: 500 }));
}

/**
 * Everything the school holds about the signed-in account, every page of every list: the
 * holder's details, then for each learner on it the profile, balances, the ledger, requests,
 * refunds, bookings (with the name and address the scheduling service was given) and
 * certificates. Only items keyed by or filtered on the account's and its learners' ids.
 */
export async function exportMyData(caller: Caller): Promise<MyDataExport> {
  const { account, learners } = await Learners.ofAccount(caller.userId);
  if (learners.length === 0) throw new NotFoundError(studentMessages.profileMissing);
  const own = learners.find((learner) => learner.id === caller.userId) ?? learners[0]!;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      userId: caller.userId,
      email: account?.email ?? own.email,
      emailVerified: caller.emailVerified,
      fullName: account?.fullName ?? own.fullName,
      phone: account?.phone ?? own.phone,
    },
    learners: await Promise.all(learners.map((learner) => recordsOf(learner.id))),
  };
}

async function recordsOf(studentId: string): Promise<LearnerRecords> {
  const [{ student, balances, lots }, ledger, packageRequests, refundRequests, bookings, certificates] =
    await Promise.all([
      Student.getWithBalances(studentId),
      everyLedgerEntry(studentId),
      PackageRequest.everyOfStudent(studentId),
      RefundRequest.everyOfStudent(studentId),
      Booking.everyOfStudent(studentId),
      Certificate.allOfStudent(studentId),
    ]);
  if (!student) throw new NotFoundError(studentMessages.profileMissing);
  const titles = await Course.getTitles([
    ...balances.map((balance) => balance.courseId),
    ...bookings.map((booking) => booking.courseId),
  ]);
  const title = (courseId: string) => titles.get(courseId) ?? null;
  return {
    profile: Student.toProfile(student),
    balances: balances.map((balance) => ({
      courseId: balance.courseId,
      courseTitle: title(balance.courseId),
      sessionsRemaining: balance.sessionsRemaining,
      lots: lotsOfCourse(lots, balance.courseId, new Date()),
    })),
    ledger,
    packageRequests,
    refundRequests,
    bookings: bookings.map((booking) => ({
      ...Booking.toBooking(booking, title(booking.courseId)),
      inviteeName: booking.inviteeName,
      inviteeEmail: booking.inviteeEmail,
    })),
    certificates,
  };
}

import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity';
import { activitySentence, describeActivity } from './activity-phrases';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  adminId: 'a1',
  adminName: 'Fatima',
  adminEmail: 'fatima@example.com',
  action: 'update',
  entityType: 'course',
  entityId: 'c1',
  details: {},
  createdAt: '2026-03-01T10:00:00Z',
  recordName: null,
  studentName: null,
  courseTitle: null,
  ...fields,
});

describe('how an activity entry reads', () => {
  it.each([
    [
      'attendance recorded by the team, from one outcome to another',
      entry({
        action: 'record_attendance',
        entityType: 'booking',
        entityId: 'b1',
        details: { studentId: 's1', courseId: 'c1', from: 'attended', to: 'learner_no_show' },
        studentName: 'Amina Yusuf',
        courseTitle: 'Tajweed Basics',
      }),
      'Fatima recorded the attendance of a lesson of Amina Yusuf — course: Tajweed Basics, from attended to learner no show',
    ],
    [
      'attendance recorded for the first time',
      entry({
        action: 'record_attendance',
        entityType: 'booking',
        entityId: 'b1',
        details: { studentId: 's1', courseId: 'c1', from: null, to: 'attended' },
        studentName: 'Amina Yusuf',
        courseTitle: 'Tajweed Basics',
      }),
      'Fatima recorded the attendance of a lesson of Amina Yusuf — course: Tajweed Basics, attendance: attended',
    ],
    [
      'a lesson the school cancelled, with its reason',
      entry({
        action: 'cancel_lesson',
        entityType: 'booking',
        entityId: 'b1',
        details: { studentId: 's1', courseId: 'c1', reason: 'Tutor unwell' },
        studentName: 'Amina Yusuf',
        courseTitle: 'Tajweed Basics',
      }),
      'Fatima cancelled a lesson of Amina Yusuf — course: Tajweed Basics, reason: Tutor unwell',
    ],
    [
      'a tutor added, by the name the entry kept',
      entry({ action: 'create', entityType: 'tutor', entityId: 't1', details: { name: 'Ustadha Huda' } }),
      'Fatima added the tutor Ustadha Huda',
    ],
    [
      'an adjustment, by the names read now',
      entry({
        action: 'adjust_balance',
        entityType: 'student',
        entityId: 's1',
        details: { courseId: 'c1', amount: 3, reason: 'Gift' },
        recordName: 'Amina Yusuf',
        courseTitle: 'Tajweed Basics',
      }),
      'Fatima adjusted the balance of Amina Yusuf — +3 sessions of Tajweed Basics, reason: Gift',
    ],
    [
      'a removal of one session, on a course deleted since',
      entry({
        action: 'adjust_balance',
        entityType: 'student',
        entityId: 's1',
        details: { courseId: 'gone', amount: -1, reason: 'Taught outside the portal' },
        recordName: 'Amina Yusuf',
      }),
      'Fatima adjusted the balance of Amina Yusuf — −1 session of a deleted course, reason: Taught outside the portal',
    ],
    [
      'a package approval with its notes and message',
      entry({
        action: 'approve',
        entityType: 'package_request',
        entityId: 'r1',
        details: {
          studentId: 's1',
          courseId: 'c1',
          sessions: 10,
          package: 'Intensive',
          notes: 'Paid',
          message: 'Welcome!',
        },
        studentName: 'Amina Yusuf',
        courseTitle: 'Tajweed Basics',
      }),
      'Fatima approved the package request of Amina Yusuf — package: Intensive, 10 sessions of Tajweed Basics, notes: Paid, message to the student: Welcome!',
    ],
    [
      'a lead status change',
      entry({
        action: 'status_change',
        entityType: 'lead',
        entityId: 'l1',
        details: { from: 'new', to: 'trial_booked', name: 'Maryam Khan' },
        recordName: 'Maryam Khan',
      }),
      'Fatima changed the status of the lead Maryam Khan — from new to trial booked',
    ],
    [
      'a deleted course, by the title its entry kept',
      entry({ action: 'delete', details: { title: 'Nahw' } }),
      'Fatima deleted the course Nahw',
    ],
    [
      'a lead deleted at the end of its retention period',
      entry({
        adminName: 'Retention period',
        action: 'delete',
        entityType: 'lead',
        details: { reason: 'retention period over' },
      }),
      'Retention period deleted a lead — reason: retention period over',
    ],
    [
      'an update of a course deleted since, its name never kept',
      entry({ action: 'update', details: {} }),
      'Fatima updated a deleted course',
    ],
    [
      'a certificate, by the title the entry kept',
      entry({
        action: 'issue',
        entityType: 'certificate',
        entityId: 'ABCD-EFGH',
        details: { studentId: 's1', courseId: 'c1', courseTitle: 'Tajweed Basics' },
        studentName: 'Amina Yusuf',
      }),
      'Fatima issued a certificate to Amina Yusuf — course: Tajweed Basics, code: ABCD-EFGH',
    ],
    [
      'a refund of a student no longer on file',
      entry({ action: 'approve', entityType: 'refund_request', details: { studentId: 's9', sessions: 2 } }),
      'Fatima approved the refund request of a deleted student — 2 sessions',
    ],
    [
      'an admin role change, the name unknown to the log',
      entry({
        adminName: null,
        action: 'update',
        entityType: 'admin',
        details: { email: 'omar@example.com', from: 'admin', to: 'super_admin' },
      }),
      'Admin updated the admin omar@example.com — role: from admin to super admin',
    ],
    [
      'two-factor sign-in',
      entry({ action: 'two_factor_on', entityType: 'admin', entityId: 'a1' }),
      'Fatima turned on two-factor sign-in',
    ],
    [
      'a mail sent again',
      entry({ action: 'resend', entityType: 'mail', details: { to: 'x@example.com', subject: 'Your sessions' } }),
      'Fatima resent an e-mail to x@example.com — subject: Your sessions',
    ],
    [
      'an action the table does not list',
      entry({ action: 'export', entityType: 'lead' }),
      'Fatima exported a deleted lead',
    ],
  ])('%s', (_label, given, sentence) => {
    expect(activitySentence(given)).toBe(sentence);
  });

  it('gives the record filter the id of the record the sentence names', () => {
    const approval = entry({
      action: 'approve',
      entityType: 'package_request',
      entityId: 'r1',
      details: { studentId: 's1' },
      studentName: 'Amina',
    });
    expect(describeActivity(approval)).toMatchObject({ record: 'Amina', named: true, recordId: 's1' });
    expect(describeActivity(entry({ details: { title: 'Nahw' } }))).toMatchObject({ recordId: 'c1' });
    expect(describeActivity(entry({ action: 'dismiss', entityType: 'booking' }))).toMatchObject({
      record: null,
      recordId: null,
    });
  });
});

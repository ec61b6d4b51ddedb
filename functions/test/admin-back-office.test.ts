import { beforeAll, describe, expect, it } from 'vitest';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { csvCell, phoneText, toCsv } from '../src/core/leads/leads-csv';
import { sentMail, signIn, signInFirstTime, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { fullCount } from './support/full-count';
import { auditLedger } from './support/ledger-audit';
import {
  activePackage,
  deliver,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

const intake = {
  fullName: 'محمد علي, "Mo"',
  email: 'lead@example.com',
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Conversation'],
  why: '=HYPERLINK("http://evil") line one\nline two',
  schedule: ['Weekends'],
  consent: true,
};

describe('the back office', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  async function newLead(extra: Record<string, unknown> = {}) {
    const answer = await call('POST', '/api/leads', {
      body: { ...intake, email: `lead-${crypto.randomUUID()}@example.com`, ...extra },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  }

  describe('dashboard counters', () => {
    it('equal a full count after a burst of concurrent creates, status changes and deletes', async () => {
      const ids = await Promise.all(Array.from({ length: 12 }, () => newLead()));
      await Promise.all([
        ...ids
          .slice(0, 4)
          .map((id) =>
            call('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'converted', version: 1 } }),
          ),
        ...ids.slice(4, 8).map((id) => call('DELETE', `/api/admin/leads/${id}`, { token: superAdmin })),
        ...Array.from({ length: 3 }, () => signUpStudent(call)),
        ...Array.from({ length: 3 }, (_, i) => publishedCourse(call, admin, { isPublished: i % 2 === 0 })),
      ]);
      const dashboard = await call('GET', '/api/admin/dashboard', { token: admin });
      expect(dashboard.status).toBe(200);
      const count = await fullCount();
      expect(dashboard.body).toEqual({
        leads: { total: count.leads, new: count.leadsNew, converted: count.leadsConverted },
        students: { total: count.students, active: count.studentsActive },
        courses: { total: count.courses, published: count.published, drafts: count.courses - count.published },
        admins: { total: count.admins },
        unmatchedBookings: count.unmatchedOpen,
        deliveriesToReview: count.deliveriesToReview,
        pendingRequests: count.pendingRequests,
        // Counted by queries of their lists when asked (the dashboard-waiting tests check them).
        pendingRefunds: expect.any(Number),
        staleNewLeads: expect.any(Number),
      });
      expect(count.leadsConverted).toBeGreaterThanOrEqual(4);
    });
  });

  describe('leads', () => {
    it('changes status and notes with an activity entry; only a super admin deletes', async () => {
      const id = await newLead();
      const changed = await call('PATCH', `/api/admin/leads/${id}`, {
        token: admin,
        body: { status: 'contacted', note: 'Called, will book', version: 1 },
      });
      expect(changed.body).toMatchObject({ status: 'contacted', notes: 'Called, will book', version: 2 });
      const bad = await call('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'won', version: 2 } });
      expect(bad.status).toBe(400);
      const activity = await call('GET', '/api/admin/activity?entityType=lead&limit=5', { token: admin });
      expect(activity.body.items[0]).toMatchObject({
        entityId: id,
        action: 'status_change',
        details: { from: 'new', to: 'contacted' },
      });
      expect((await call('DELETE', `/api/admin/leads/${id}`, { token: admin })).status).toBe(403);
      expect((await call('DELETE', `/api/admin/leads/${id}`, { token: superAdmin })).status).toBe(204);
      expect(
        (await call('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { note: 'x', version: 2 } })).status,
      ).toBe(404);
    });

    it('exports the filtered leads as CSV: quoting, Arabic text and no formulas', async () => {
      const marker = crypto.randomUUID().slice(0, 8);
      await newLead({ email: `csv-${marker}@example.com`, phone: '+44 7700 900123', courseId });
      const courseTitle = (await call('GET', `/api/admin/courses/${courseId}`, { token: admin })).body.title as string;
      const listed = await call('GET', `/api/admin/leads?q=csv-${marker}`, { token: admin });
      expect(listed.body.items[0]).toMatchObject({ courseId, courseTitle });
      const csv = await call('GET', `/api/admin/leads/export?q=csv-${marker}`, { token: admin });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const body = (csv.body as string).replace(/^\uFEFF/, '');
      expect(
        body.startsWith(
          'Created,Name,Email,Phone,Status,Booking Type,Age Group,Level,Goals,Schedule,Why,Course,Notes\r\n',
        ),
      ).toBe(true);
      expect(body).toContain('"محمد علي, ""Mo"""');
      // The formula is neutralised and the line break kept inside one quoted cell.
      expect(body).toContain(`"'=HYPERLINK(""http://evil"") line one\nline two"`);
      expect(body.trimEnd().split('\r\n')).toHaveLength(2);
      // Values read as on screen: labels, the course's title, and the phone as written.
      const row = body.split('\r\n')[1]!;
      // The phone as the spreadsheet's text formula: shown as written, never computed, no apostrophe.
      expect(row).toContain(',"=""+44 7700 900123""",New,Trial,Adult,Beginner,');
      expect(row).toContain(`,${courseTitle},`);
      // (fetch drops the byte-order mark when it decodes the text; toCsv below shows it is there.)
      expect((await call('GET', '/api/admin/leads/export?q=nothing-matches-this', { token: admin })).body).toBe(
        'Created,Name,Email,Phone,Status,Booking Type,Age Group,Level,Goals,Schedule,Why,Course,Notes\r\n',
      );
      expect(csvCell('=1+1')).toBe("'=1+1");
      expect(csvCell('@cmd')).toBe("'@cmd");
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
      expect(csvCell('-2')).toBe("'-2");
      expect(csvCell(phoneText('+1 (555) 010-0100'))).toBe('"=""+1 (555) 010-0100"""');
      expect(csvCell(phoneText('07946 000000'))).toBe('07946 000000');
      // Anything else that starts like a formula keeps its apostrophe, in the Phone column too.
      expect(csvCell(phoneText('+1+HYPERLINK("x")'))).toBe(`"'+1+HYPERLINK(""x"")"`);
      expect(csvCell('+1 (555) 010-0100')).toBe("'+1 (555) 010-0100");
      expect(csvCell('="+1"&HYPERLINK("x")')).toBe(`"'=""+1""&HYPERLINK(""x"")"`);
      const text = toCsv([
        {
          id: '1',
          fullName: 'محمد علي, "Mo"',
          email: 'm@example.com',
          phone: '+44 1',
          ageGroup: 'adult',
          level: 'beginner',
          goals: ['Conversation', 'Other'],
          why: '=HYPERLINK("x")',
          schedule: ['Weekends'],
          bookingType: 'trial',
          courseId: null,
          status: 'new',
          notes: '',
          createdAt: '2026-11-23T00:00:00.000Z',
          updatedAt: '2026-11-23T00:00:00.000Z',
          version: 1,
          courseTitle: null,
        },
      ]);
      expect(text.startsWith('\uFEFFCreated,Name,Email')).toBe(true);
      expect(text).toContain('"محمد علي, ""Mo"""');
      expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });
  describe('students', () => {
    it('adds a student: Cognito account with a temporary password, invitation e-mail, active profile', async () => {
      const email = `added-${crypto.randomUUID()}@example.com`;
      const added = await call('POST', '/api/admin/students', {
        token: admin,
        body: { fullName: 'Yusuf Ahmed', email },
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ email, fullName: 'Yusuf Ahmed', status: 'active', intakeCompleted: false });
      const invitation = (await sentMail()).find((mail) => mail.destination.to.includes(email));
      const temporary = /Temporary password: (\S+)/.exec(invitation?.body.text ?? '')?.[1];
      expect(temporary).toBeDefined();
      // The temporary password works only to choose a new one.
      await expect(signIn(email, temporary!)).rejects.toThrow();
      const again = await call('POST', '/api/admin/students', {
        token: admin,
        body: { fullName: 'Yusuf Ahmed', email },
      });
      expect(again.status).toBe(409);
      const listed = await call('GET', `/api/admin/students?q=${encodeURIComponent(email)}`, { token: admin });
      expect(listed.body.items.map((s: { id: string }) => s.id)).toEqual([added.body.id]);
      expect((await call('GET', '/api/admin/students?status=on_hold&q=zz-none', { token: admin })).body).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('shows the detail, changes status, and adjusts the balance through the ledger, never below 0', async () => {
      const student = await studentWithSessions(call, admin, courseId, 2);
      const adjust = (amount: number, reason = 'Make-up lesson') =>
        call('POST', `/api/admin/students/${student.userId}/adjustments`, {
          token: admin,
          body: { courseId, amount, reason },
        });
      expect((await adjust(3)).body).toEqual({ sessionsRemaining: 5 });
      expect((await adjust(-6)).status).toBe(409);
      expect((await adjust(-6)).body.error.message).toBe('The balance cannot go below 0');
      expect((await adjust(0)).status).toBe(400);
      expect((await adjust(1, '  ')).body.error.message).toBe('Reason is required');
      expect((await adjust(-5)).body).toEqual({ sessionsRemaining: 0 });
      const detail = await call('GET', `/api/admin/students/${student.userId}`, { token: admin });
      expect(detail.body.balances).toEqual([expect.objectContaining({ courseId, sessionsRemaining: 0 })]);
      // The 5 removed leave the lots in use order: the purchase's 2 (the oldest), then the grant's
      // 3, each lot's share an entry naming it (the two share a moment, so their order is not set).
      const ledger = detail.body.ledger as { type: string; amount: number; lotId: string }[];
      expect(
        ledger
          .slice(0, 2)
          .map((e) => [e.type, e.amount])
          .sort(),
      ).toEqual([
        ['adjustment', -2],
        ['adjustment', -3],
      ]);
      expect(ledger.slice(2).map((e) => [e.type, e.amount])).toEqual([
        ['adjustment', 3],
        ['purchase', 2],
      ]);
      const [grant, purchase] = [ledger[2]!, ledger[3]!];
      expect(ledger.find((e) => e.amount === -2)!.lotId).toBe(purchase.lotId);
      expect(ledger.find((e) => e.amount === -3)!.lotId).toBe(grant.lotId);
      expect(detail.body.requests).toHaveLength(1);
      expect((await auditLedger()).problems).toEqual([]);

      const status = await call('PATCH', `/api/admin/students/${student.userId}`, {
        token: admin,
        body: { status: 'inactive', version: 0 },
      });
      expect(status.body).toMatchObject({ status: 'inactive', version: 1 });
      await adjust(1);
      // An inactive student cannot book: the webhook keeps the booking for the team.
      const booked = await deliver(
        call,
        inviteeCreated({
          seed: `inactive-${crypto.randomUUID()}`,
          name: 'Amina',
          email: student.email,
          start: new Date(Date.now() + 72 * 3_600_000),
          tracking: portalTracking(student.userId, courseId),
        }),
      );
      expect(booked.body.outcome).toBe('unmatched');
      expect((await call('GET', `/api/admin/students/${crypto.randomUUID()}`, { token: admin })).status).toBe(404);
    });
  });

  describe('packages', () => {
    it('creates, edits, deactivates; refuses bad prices; deletes only when no pending request uses it', async () => {
      const bad = await call('POST', '/api/admin/packages', {
        token: admin,
        body: { name: 'Odd', description: 'A package with a strange price.', priceUsd: 10.005, sessionCount: 2 },
      });
      expect(bad.body.error.message).toBe('Price must be more than 0 with at most 2 decimals');
      const made = await call('POST', '/api/admin/packages', {
        token: admin,
        body: { name: 'Trial Pair', description: 'Two sessions to try us out.', priceUsd: 49.99, sessionCount: 2 },
      });
      expect(made.body).toMatchObject({ priceUsd: 49.99, sessionCount: 2, isActive: true });
      const student = await signUpStudent(call);
      const request = await call('POST', '/api/me/package-requests', {
        token: student.token,
        body: { packageId: made.body.id },
      });
      expect(request.status).toBe(201);
      expect((await call('DELETE', `/api/admin/packages/${made.body.id}`, { token: admin })).status).toBe(409);
      const off = await call('PUT', `/api/admin/packages/${made.body.id}`, {
        token: admin,
        body: {
          name: 'Trial Pair',
          description: 'Two sessions to try us out.',
          priceUsd: 59,
          sessionCount: 2,
          isActive: false,
          version: made.body.version,
        },
      });
      expect(off.body).toMatchObject({ isActive: false, priceUsd: 59, version: 1 });
      expect((await call('GET', '/api/packages')).body.items.map((p: { id: string }) => p.id)).not.toContain(
        made.body.id,
      );
      const all = await call('GET', '/api/admin/packages', { token: admin });
      expect(all.body.items.find((p: { id: string }) => p.id === made.body.id)).toMatchObject({ isActive: false });
      await call('POST', `/api/admin/package-requests/${request.body.id}/reject`, {
        token: admin,
        body: { reason: 'Not offered' },
      });
      expect((await call('DELETE', `/api/admin/packages/${made.body.id}`, { token: admin })).status).toBe(204);
    });
  });

  describe('package requests list', () => {
    it('lists requests newest first with the student, filters by status', async () => {
      const student = await signUpStudent(call);
      const pkg = await activePackage(4);
      const request = await call('POST', '/api/me/package-requests', {
        token: student.token,
        body: { packageId: pkg.id, courseId },
      });
      const pending = await call('GET', '/api/admin/package-requests?status=pending&limit=100', { token: admin });
      const row = pending.body.items.find((r: { id: string }) => r.id === request.body.id);
      expect(row).toMatchObject({
        studentEmail: student.email,
        studentName: 'Amina Yusuf',
        packageName: pkg.name,
        status: 'pending',
      });
      const approved = await call('GET', '/api/admin/package-requests?status=approved&limit=100', { token: admin });
      expect(approved.body.items.map((r: { id: string }) => r.id)).not.toContain(request.body.id);
      expect((await call('GET', '/api/admin/package-requests?status=maybe', { token: admin })).status).toBe(400);
    });
  });

  describe('unmatched bookings', () => {
    /** A booking on the reference of a student with no session left: unmatched, for the team. */
    async function unmatchedFor(email: string) {
      const seed = `queue-${crypto.randomUUID()}`;
      const broke = await signUpStudent(call);
      const answer = await deliver(
        call,
        inviteeCreated({
          seed,
          name: 'Parent',
          email,
          start: new Date(Date.now() + 96 * 3_600_000),
          tracking: portalTracking(broke.userId, courseId),
        }),
      );
      expect(answer.body.outcome).toBe('unmatched');
      const open = await call('GET', '/api/admin/bookings/unmatched?limit=100', { token: admin });
      return open.body.items.find((b: { inviteeEmail: string }) => b.inviteeEmail === email) as {
        id: string;
        reasonText: string;
      };
    }

    it('assigns one booking once when two admins race; it then takes a session through the ledger', async () => {
      const student = await studentWithSessions(call, admin, courseId, 1);
      const booking = await unmatchedFor(`race-${crypto.randomUUID()}@example.com`);
      expect(booking.reasonText).toBe('The student had no sessions left for this course.');
      const [a, b] = await Promise.all(
        [1, 2].map(() =>
          call('POST', `/api/admin/bookings/unmatched/${booking.id}/assign`, {
            token: admin,
            body: { studentId: student.userId, courseId },
          }),
        ),
      );
      expect([a!.status, b!.status].sort()).toEqual([200, 409]);
      expect((await call('GET', `/api/me/courses/${courseId}`, { token: student.token })).body.sessionsRemaining).toBe(
        0,
      );
      expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.counters.upcoming).toBe(1);
      expect((await auditLedger()).problems).toEqual([]);
      // No balance left: the next one is refused with 409 and stays in the queue.
      const another = await unmatchedFor(`second-${crypto.randomUUID()}@example.com`);
      const refused = await call('POST', `/api/admin/bookings/unmatched/${another.id}/assign`, {
        token: admin,
        body: { studentId: student.userId, courseId },
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: { message: 'This student has no sessions left for this course.' } },
      });
      const dismissed = await call('POST', `/api/admin/bookings/unmatched/${another.id}/dismiss`, {
        token: admin,
        body: { reason: 'Trial lesson, handled by phone' },
      });
      expect(dismissed.status).toBe(200);
      const open = await call('GET', '/api/admin/bookings/unmatched?limit=100', { token: admin });
      expect(open.body.items.map((x: { id: string }) => x.id)).not.toContain(another.id);
      expect(
        (
          await call('POST', `/api/admin/bookings/unmatched/${another.id}/dismiss`, {
            token: admin,
            body: { reason: 'x' },
          })
        ).status,
      ).toBe(409);
    });
  });

  describe('admin accounts', () => {
    it('creates an admin who can sign in, edits the name and role, deletes; refuses the protected cases', async () => {
      // Another super admin, so demoting the one below is never the last one.
      await call('POST', '/api/admin/admins', {
        token: superAdmin,
        body: {
          name: 'Backup',
          email: `backup-${crypto.randomUUID()}@example.com`,
          password: 'Admin-pass-9',
          role: 'super_admin',
        },
      });
      const email = `new-admin-${crypto.randomUUID()}@example.com`;
      const made = await call('POST', '/api/admin/admins', {
        token: superAdmin,
        body: { name: 'Hafsa', email, password: 'Admin-pass-9', role: 'admin' },
      });
      expect(made.status).toBe(201);
      // The password a super admin chose works once: the first sign-in chooses the admin's own.
      const token = await signInFirstTime(email, 'Admin-pass-9', 'Own-pass-10');
      expect((await call('GET', '/api/me', { token })).body.role).toBe('admin');
      expect((await call('GET', '/api/admin/admins', { token })).status).toBe(403);
      const short = await call('POST', '/api/admin/admins', {
        token: superAdmin,
        body: { name: 'Hafsa', email: `x-${email}`, password: 'short', role: 'admin' },
      });
      expect(short.body.error.message).toBe('Password must be at least 8 characters');
      const edited = await call('PATCH', `/api/admin/admins/${made.body.id}`, {
        token: superAdmin,
        body: { name: 'Hafsa Noor', role: 'super_admin', version: made.body.version },
      });
      expect(edited.body).toMatchObject({ name: 'Hafsa Noor', role: 'super_admin', email });
      // Sessions that began before the change, in its second too, must sign in again: wait for the next one.
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
      expect((await call('GET', '/api/me', { token: await signIn(email, 'Own-pass-10') })).body.role).toBe(
        'super_admin',
      );
      const listed = await call('GET', '/api/admin/admins', { token: superAdmin });
      expect(listed.body.items.find((a: { id: string }) => a.id === made.body.id)).toMatchObject({
        role: 'super_admin',
      });
      // A super admin account cannot be deleted; demoted first, then it can.
      expect((await call('DELETE', `/api/admin/admins/${made.body.id}`, { token: superAdmin })).status).toBe(409);
      await call('PATCH', `/api/admin/admins/${made.body.id}`, {
        token: superAdmin,
        body: { name: 'Hafsa Noor', role: 'admin', version: edited.body.version },
      });
      expect((await call('DELETE', `/api/admin/admins/${made.body.id}`, { token: superAdmin })).status).toBe(204);
      await expect(signIn(email, 'Own-pass-10')).rejects.toThrow();
      // A session opened before the deletion no longer reaches the back office.
      const stale = await call('GET', '/api/admin/leads', { token });
      expect(stale).toMatchObject({
        status: 401,
        body: { error: { message: 'Your access has changed. Please sign in again.' } },
      });
      expect((await call('DELETE', `/api/admin/admins/${made.body.id}`, { token: superAdmin })).status).toBe(404);
    });

    it('never lets anyone delete or demote themself, nor demote the last super admin', async () => {
      const email = `solo-${crypto.randomUUID()}@example.com`;
      const made = await call('POST', '/api/admin/admins', {
        token: superAdmin,
        body: { name: 'Solo', email, password: 'Admin-pass-9', role: 'super_admin' },
      });
      const self = await signInFirstTime(email, 'Admin-pass-9', 'Own-pass-10');
      const demoteSelf = await call('PATCH', `/api/admin/admins/${made.body.id}`, {
        token: self,
        body: { name: 'Solo', role: 'admin', version: 0 },
      });
      expect(demoteSelf).toMatchObject({
        status: 409,
        body: { error: { message: 'You cannot delete or demote your own account.' } },
      });
      expect((await call('DELETE', `/api/admin/admins/${made.body.id}`, { token: self })).status).toBe(409);
      // Two super admins left, each demoting the other at the same moment: one demotion lands,
      // the other is refused, so the school always keeps a super admin.
      const other = `duo-${crypto.randomUUID()}@example.com`;
      const second = await call('POST', '/api/admin/admins', {
        token: self,
        body: { name: 'Duo', email: other, password: 'Admin-pass-9', role: 'super_admin' },
      });
      const otherToken = await signInFirstTime(other, 'Admin-pass-9', 'Own-pass-10');
      const supers = (await call('GET', '/api/admin/admins', { token: self })).body.items.filter(
        (a: { id: string; role: string }) =>
          a.role === 'super_admin' && a.id !== made.body.id && a.id !== second.body.id,
      );
      for (const account of supers) {
        const demoted = await call('PATCH', `/api/admin/admins/${account.id}`, {
          token: self,
          body: { name: account.name, role: 'admin', version: account.version },
        });
        expect(demoted.status).toBe(200);
      }
      const duel = await Promise.all([
        call('PATCH', `/api/admin/admins/${second.body.id}`, {
          token: self,
          body: { name: 'Duo', role: 'admin', version: 0 },
        }),
        call('PATCH', `/api/admin/admins/${made.body.id}`, {
          token: otherToken,
          body: { name: 'Solo', role: 'admin', version: 0 },
        }),
      ]);
      // The loser is refused by the last-super-admin rule (409), or, if the winner's change landed
      // before its request was checked, as a demoted admin whose session was cut (401).
      const statuses = duel.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = (
        await call('GET', '/api/admin/admins', { token: duel[0].status === 200 ? self : otherToken })
      ).body.items.filter((a: { role: string }) => a.role === 'super_admin');
      expect(left).toHaveLength(1);
    });
  });
});

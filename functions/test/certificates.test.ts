import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@app/shared/certificates/schemas';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import {
  deliver,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

/**
 * Certificates of completion: issued by an admin under an unguessable code, checked by anyone
 * with it (page data and PDF), listed to their student only, revoked by a super admin.
 */
describe('certificates of completion', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  let courseId: string;
  beforeAll(async () => {
    const [adminUser, superAdminUser] = await Promise.all([userWithGroup('admin'), userWithGroup('super_admin')]);
    admin = adminUser.token;
    superAdmin = superAdminUser.token;
    courseId = await publishedCourse(call, admin, {
      title: 'Recitation Certificate Course',
      level: 'intermediate',
    });
  });

  // These students never booked a lesson: the admin confirms the completion (see the test below).
  const issue = (studentId: string, body: Record<string, unknown>, token = admin) =>
    call('POST', `/api/admin/students/${studentId}/certificates`, { token, body: { withoutSessions: true, ...body } });
  const latestActivity = async (action: string) =>
    (await call('GET', '/api/admin/activity?entityType=certificate&limit=20', { token: admin })).body.items.find(
      (entry: { action: string }) => entry.action === action,
    );

  it('asks the admin to confirm a course the student never booked, and issues without asking once booked', async () => {
    const unbooked = await signUpStudent(call);
    const asked = await issue(unbooked.userId, { courseId, withoutSessions: undefined });
    expect(asked).toMatchObject({
      status: 409,
      body: {
        error: {
          message:
            'This student has no booked or attended session of this course. Are you sure they completed it? Issue the certificate anyway to confirm.',
        },
      },
    });
    expect((await call('GET', `/api/admin/students/${unbooked.userId}`, { token: admin })).body.certificates).toEqual(
      [],
    );
    const confirmed = await issue(unbooked.userId, { courseId, withoutSessions: true });
    expect(confirmed.status).toBe(201);
    expect((await latestActivity('issue')).details).toMatchObject({ courseId, withoutSessions: true });

    const booked = await studentWithSessions(call, admin, courseId, 1);
    const lesson = await deliver(
      call,
      inviteeCreated({
        seed: `certificate-${crypto.randomUUID()}`,
        name: 'Yusuf',
        email: booked.email,
        start: new Date(Date.now() + 72 * 3_600_000),
        tracking: portalTracking(booked.userId, courseId),
      }),
    );
    expect(lesson.body.outcome).toBe('booked');
    expect((await issue(booked.userId, { courseId, withoutSessions: undefined })).status).toBe(201);
  });

  it('issues one valid certificate per course, mails the student, and anyone with the code can check it', async () => {
    const student = await signUpStudent(call, { fullName: 'Bilal Rahman' });
    const issued = await issue(student.userId, { courseId, note: 'Recites with the rules applied.' });
    expect(issued.status).toBe(201);
    const code = issued.body.code as string;
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(issued.body).toMatchObject({
      studentName: 'Bilal Rahman',
      courseTitle: 'Recitation Certificate Course',
      level: 'intermediate',
      status: 'valid',
    });

    // A second one for the same course while the first is valid: refused, nothing written.
    const again = await issue(student.userId, { courseId });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This student already has a valid certificate for this course.');

    const verified = await call('GET', `/api/certificates/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      code,
      studentName: 'Bilal Rahman',
      courseTitle: 'Recitation Certificate Course',
      level: 'intermediate',
      note: 'Recites with the rules applied.',
      issuedAt: issued.body.issuedAt,
      school: 'Arabic & Quran Academy',
      status: 'valid',
      revokedAt: null,
    });

    // Typed by a person: lower case, no dashes, O for 0 and I or L for 1 still find it.
    const typed = code.toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await call('GET', `/api/certificates/${typed}`)).body.code).toBe(code);

    const mail = (await sentMail()).find(
      (sent) => sent.destination.to.includes(student.email) && sent.subject.startsWith('Your certificate'),
    );
    expect(mail?.subject).toBe('Your certificate of completion: Recitation Certificate Course');
    expect(mail?.body.text).toContain(`${inject('localStack').functionEnv.SITE_URL}/certificates/${code}`);
    expect(mail?.body.text).toContain(`/api/certificates/${code}/pdf`);

    expect(await latestActivity('issue')).toMatchObject({ entityType: 'certificate', entityId: code });
    const detail = await call('GET', `/api/admin/students/${student.userId}`, { token: admin });
    expect(detail.body.certificates.map((certificate: { code: string }) => certificate.code)).toEqual([code]);
  });

  it('lists a student their own certificates only', async () => {
    const [studentA, studentB] = await Promise.all([signUpStudent(call), signUpStudent(call)]);
    const code = (await issue(studentA.userId, { courseId })).body.code as string;
    const listOf = async (token: string) =>
      (await call('GET', '/api/me/certificates', { token })).body.items.map((item: { code: string }) => item.code);
    expect(await listOf(studentA.token)).toEqual([code]);
    // Who issued it and why one was revoked stay in the back office.
    const [own] = (await call('GET', '/api/me/certificates', { token: studentA.token })).body.items;
    expect(Object.keys(own).sort()).toEqual(
      ['code', 'courseId', 'courseTitle', 'issuedAt', 'level', 'note', 'revokedAt', 'status', 'studentName'].sort(),
    );
    expect(await listOf(studentB.token)).toEqual([]);
    expect((await call('GET', '/api/me/certificates')).status).toBe(401);
  });

  it('refuses an unknown student or course with 404 and writes nothing', async () => {
    const student = await signUpStudent(call);
    const unknownCourse = await issue(student.userId, { courseId: crypto.randomUUID() });
    expect(unknownCourse.status).toBe(404);
    expect(unknownCourse.body.error.message).toBe('Course not found');
    const unknownStudent = await issue(crypto.randomUUID(), { courseId });
    expect(unknownStudent.status).toBe(404);
    expect(unknownStudent.body.error.message).toBe('Student not found');
    expect((await call('GET', '/api/me/certificates', { token: student.token })).body.items).toEqual([]);
  });

  it('answers 404 for a code never issued, and for one that cannot be a code', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'not-a-code', 'U000-0000-0000-0000-0000']) {
      const answer = await call('GET', `/api/certificates/${code}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Certificate not found');
      expect((await call('GET', `/api/certificates/${code}/pdf`)).status).toBe(404);
    }
  });

  it('revokes by a super admin with a reason: the page says so, the PDF is gone, a new one can be issued', async () => {
    const student = await signUpStudent(call, { fullName: 'Maryam Idris' });
    const code = (await issue(student.userId, { courseId })).body.code as string;
    const revoke = (token: string, body: Record<string, unknown>) =>
      call('POST', `/api/admin/certificates/${code}/revoke`, { token, body });

    expect((await revoke(admin, { reason: 'Issued by mistake' })).status).toBe(403);
    const noReason = await revoke(superAdmin, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Reason is required');
    expect((await call('GET', `/api/certificates/${code}`)).body.status).toBe('valid');

    const revoked = await revoke(superAdmin, { reason: 'Issued to the wrong student' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedReason: 'Issued to the wrong student' });
    const page = await call('GET', `/api/certificates/${code}`);
    expect(page.body).toMatchObject({ status: 'revoked', revokedAt: revoked.body.revokedAt });
    expect(page.body).not.toHaveProperty('revokedReason');
    const pdf = await call('GET', `/api/certificates/${code}/pdf`);
    expect(pdf.status).toBe(410);
    expect(pdf.body.error.message).toBe('This certificate was revoked, so it can no longer be downloaded.');
    expect((await revoke(superAdmin, { reason: 'Again' })).status).toBe(409);
    expect(await latestActivity('revoke')).toMatchObject({
      entityId: code,
      details: expect.objectContaining({ reason: 'Issued to the wrong student' }),
    });

    const reissued = await issue(student.userId, { courseId });
    expect(reissued.status).toBe(201);
    expect(reissued.body.code).not.toBe(code);
  });

  it('two admins issuing the same course at once: one certificate, one 409', async () => {
    const student = await signUpStudent(call);
    const other = (await userWithGroup('admin')).token;
    const answers = await Promise.all([admin, other].map((token) => issue(student.userId, { courseId }, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await call('GET', '/api/me/certificates', { token: student.token })).body.items).toHaveLength(1);
  });

  it('two super admins revoking at once: one revokes, the other is told it already was', async () => {
    const student = await signUpStudent(call);
    const code = (await issue(student.userId, { courseId })).body.code as string;
    const other = (await userWithGroup('super_admin')).token;
    const answers = await Promise.all(
      [superAdmin, other].map((token) =>
        call('POST', `/api/admin/certificates/${code}/revoke`, { token, body: { reason: 'Duplicate' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('the certificate PDF', () => {
  const call = useGateway();
  let code: string;
  beforeAll(async () => {
    const admin = (await userWithGroup('admin')).token;
    const courseId = await publishedCourse(call, admin, { title: 'Quranic Arabic', level: 'beginner' });
    const student = await signUpStudent(call, { fullName: 'فاطمة الزهراء' });
    const issued = await call('POST', `/api/admin/students/${student.userId}/certificates`, {
      token: admin,
      body: { courseId, withoutSessions: true },
    });
    code = issued.body.code as string;
  });

  it('is an A4 landscape page whose QR code and printed address lead to the verification page', async () => {
    const answer = await call<Uint8Array>('GET', `/api/certificates/${code}/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="certificate-${code}.pdf"`);
    const bytes = answer.body;
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);

    const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
    writeFileSync(path.join(dir, 'certificate.pdf'), bytes);
    const verificationUrl = `${inject('localStack').functionEnv.SITE_URL}/certificates/${code}`;
    // Read back by poppler (another PDF reader than the one that wrote it): the QR code decodes
    // to the verification address, and the text carries it and the certificate's words.
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', 'certificate.pdf', 'page'], { cwd: dir });
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(verificationUrl);
    const text = execFileSync('pdftotext', ['-layout', 'certificate.pdf', '-'], { cwd: dir }).toString();
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Quranic Arabic');
    expect(text).toContain('Beginner level');
    expect(text).toContain(verificationUrl);
    expect(text).toContain(code);
  });
});

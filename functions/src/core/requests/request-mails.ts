import type { PackageRequest } from '@app/shared/requests/schemas';
import type { StudentProfile } from '@app/shared/students/schemas';
import { env } from '../../lib/env';
import { type Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';
import { aboutLearner, greeting, subjectAbout, type Addressee } from '../mail/addressee';

/** The e-mails of a package request's life: asked, approved, rejected. */
const sessions = (count: number) => `${count} session${count === 1 ? '' : 's'}`;
const forCourse = (request: PackageRequest) => (request.courseTitle ? ` for ${request.courseTitle}` : '');
const usd = (amount: number) => `$${amount.toFixed(2)}`;

export function requestedMails(
  request: PackageRequest,
  student: Pick<StudentProfile, 'fullName' | 'email' | 'phone'> & Addressee,
): Mail[] {
  return [
    {
      to: student.email,
      subject: subjectAbout(student, 'We received your package request'),
      text: [
        greeting(student),
        '',
        ...aboutLearner(student),
        `Thank you for asking for the ${request.packageName} package (${sessions(request.sessionCount)}, ${usd(request.priceUsd)})${forCourse(request)}.`,
        '',
        'What happens next:',
        '1. Our team contacts you within 24 hours with the payment details.',
        '2. Once your payment arrives, we activate your sessions.',
        '3. You book your lessons from your dashboard, at times that suit you.',
        '',
        `Your dashboard: ${env.siteUrl()}/student/dashboard`,
        '',
        SCHOOL_NAME,
      ].join('\n'),
    },
    {
      to: env.businessInbox(),
      replyTo: student.email,
      subject: `Package request to approve: ${student.fullName}, ${request.packageName}`,
      text: [
        'A student asked for a session package. Send them the payment details, then approve the request once paid.',
        '',
        `Student: ${student.fullName} <${student.email}>`,
        ...(student.holderName && student.holderName !== student.fullName
          ? [`Account holder: ${student.holderName}`]
          : []),
        `Phone: ${student.phone || '-'}`,
        `Package: ${request.packageName} (${sessions(request.sessionCount)}, ${usd(request.priceUsd)})`,
        `Course: ${request.courseTitle ?? 'not chosen yet'}`,
        `Requested at: ${request.createdAt}`,
        '',
        `Approve or reject: ${env.siteUrl()}/admin/package-requests`,
      ].join('\n'),
    },
  ];
}

export function approvedMail(request: PackageRequest, student: Addressee): Mail {
  return {
    to: student.email,
    subject: subjectAbout(student, 'Your sessions are ready to book'),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `We received your payment: ${sessions(request.sessionCount)}${forCourse(request)} have been added to your account.`,
      // Only the message meant for the student: the team's notes (payment references) stay inside.
      request.studentMessage ? `\nA note from our team: ${request.studentMessage}\n` : '',
      `Book your lessons here: ${env.siteUrl()}/student/dashboard`,
      '',
      'Free cancel or reschedule up to 24 hours before a lesson.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export function rejectedMail(request: PackageRequest, student: Addressee, reason: string): Mail {
  return {
    to: student.email,
    subject: subjectAbout(student, 'About your package request'),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `We could not approve your request for the ${request.packageName} package${forCourse(request)}.`,
      '',
      `Reason: ${reason}`,
      '',
      `Questions? Reply to this e-mail or write to us from ${env.siteUrl()}/contact.`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

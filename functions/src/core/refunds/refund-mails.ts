import type { RefundRequest } from '@app/shared/refunds/schemas';
import { env } from '../../lib/env';
import { type Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';
import { aboutLearner, greeting, subjectAbout, type Addressee } from '../mail/addressee';

const to = (refund: RefundRequest): Addressee => ({
  fullName: refund.studentName,
  email: refund.studentEmail,
  holderName: refund.holderName ?? null,
});

/** The e-mails of a refund request: asked (student and team), approved, rejected. */
const sessions = (count: number) => `${count} unused session${count === 1 ? '' : 's'}`;
const usd = (amount: number) => `$${amount.toFixed(2)}`;
const what = (refund: RefundRequest) =>
  `${sessions(refund.sessions)} of the ${refund.packageName} package${refund.courseTitle ? ` for ${refund.courseTitle}` : ''} (${usd(refund.pricePerSessionUsd)} each, ${usd(refund.amountUsd)} in all)`;

export function askedMails(refund: RefundRequest): Mail[] {
  return [
    {
      to: refund.studentEmail,
      subject: subjectAbout(to(refund), 'We received your refund request'),
      text: [
        greeting(to(refund)),
        '',
        ...aboutLearner(to(refund)),
        `You asked us to refund ${what(refund)}.`,
        'Our team checks it and replies within 24 hours; the sessions stay in your balance until then.',
        '',
        SCHOOL_NAME,
      ].join('\n'),
    },
    {
      to: env.businessInbox(),
      replyTo: refund.studentEmail,
      subject: `Refund to approve: ${refund.studentName}, ${usd(refund.amountUsd)}`,
      text: [
        `${refund.studentName} (${refund.studentEmail}) asks for a refund of ${what(refund)}.`,
        '',
        `Approve or reject: ${env.siteUrl()}/admin/refund-requests`,
      ].join('\n'),
    },
  ];
}

export function approvedMail(refund: RefundRequest): Mail {
  return {
    to: refund.studentEmail,
    subject: subjectAbout(to(refund), 'Your refund is approved'),
    text: [
      greeting(to(refund)),
      '',
      ...aboutLearner(to(refund)),
      `We approved the refund of ${what(refund)}. The sessions have left your balance, and ${usd(refund.amountUsd)} is on its way to you the way you paid.`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export function rejectedMail(refund: RefundRequest, reason: string): Mail {
  return {
    to: refund.studentEmail,
    subject: subjectAbout(to(refund), 'About your refund request'),
    text: [
      greeting(to(refund)),
      '',
      ...aboutLearner(to(refund)),
      `We could not refund ${what(refund)}.`,
      `Reason: ${reason}`,
      'The sessions remain in your balance. Reply to this e-mail if you have any question.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

import type { StudentProfile } from '@app/shared/students/schemas';
import { env } from '../../lib/env';
import type { Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';

/**
 * The invitation of a student the team added: their temporary password (valid 7 days) and where to
 * sign in. It holds a credential, so the outbox keeps its text no longer than it must.
 */
export function invitationMail(profile: Pick<StudentProfile, 'fullName' | 'email'>, temporaryPassword: string): Mail {
  return {
    secret: true,
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

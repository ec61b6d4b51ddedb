import { CODE_TTL_MINUTES } from '@app/shared/auth/account-codes';
import { env } from '../../lib/env';
import type { Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';

/**
 * The mails of account security. None of them quotes anything a visitor typed (the address they
 * gave is not proven yet): each says what happened and where to go. Codes are marked `secret`, so
 * the outbox keeps them no longer than needed.
 */
export function verificationCodeMail(to: string, code: string): Mail {
  return {
    to,
    // Never the code in the subject: subjects stay in the outbox's records and the team's lists.
    subject: `Your ${SCHOOL_NAME} verification code`,
    secret: true,
    text: [
      'Assalamu alaikum,',
      '',
      `Someone signed up at ${SCHOOL_NAME} with this e-mail address. To confirm it is yours, enter`,
      `this code on the sign-up page (it works for ${CODE_TTL_MINUTES} minutes, once):`,
      '',
      `    ${code}`,
      '',
      'Closed that page? Sign up again with this address, and a new code will come.',
      '',
      'If you did not sign up, do not enter this code anywhere and ignore this e-mail: without it no',
      'account is made, and nothing else will be sent to this address.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

/** A signed-in account proving its address (one made before sign-ups were proven by a code). */
export function accountVerificationCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${SCHOOL_NAME} verification code`,
    secret: true,
    text: [
      'Assalamu alaikum,',
      '',
      `You asked to confirm the e-mail address of your account at ${SCHOOL_NAME}. Enter this code`,
      `where you asked for it, on your dashboard (it works for ${CODE_TTL_MINUTES} minutes, once):`,
      '',
      `    ${code}`,
      '',
      'If you did not ask for it, ignore this e-mail.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

/** Someone signed up with an address that already has an account: its owner learns it, nobody else. */
export function accountExistsMail(to: string): Mail {
  return {
    to,
    subject: `You already have an account at ${SCHOOL_NAME}`,
    text: [
      'Assalamu alaikum,',
      '',
      `Someone tried to create an account at ${SCHOOL_NAME} with this e-mail address, which already has one.`,
      'No new account was made. If it was you, sign in here:',
      `${env.siteUrl()}/student-auth`,
      '',
      'Signing up a brother or sister? One account holds every learner of the family: sign in, and the',
      'answers you just gave are added as a new learner (or use "Add a learner" on your dashboard).',
      '',
      'Forgotten your password? Choose a new one here:',
      `${env.siteUrl()}/forgot-password`,
      '',
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

/**
 * A code to choose a new password: asked for by the person (on the forgot-password page), or sent
 * by a super admin to a colleague of the back office (`byTeam`), whose link opens the code step.
 */
export function resetCodeMail(to: string, code: string, options: { byTeam?: boolean } = {}): Mail {
  const link = `${env.siteUrl()}/forgot-password?${new URLSearchParams({
    ...(options.byTeam ? { from: 'admin' } : {}),
    email: to,
  })}`;
  return {
    to,
    subject: `Your ${SCHOOL_NAME} password reset code`,
    secret: true,
    text: [
      'Assalamu alaikum,',
      '',
      ...(options.byTeam
        ? [
            `A super admin of ${SCHOOL_NAME} sent you this code so that you can choose a new password for`,
            `the back office. Open this page and enter the code (it works for ${CODE_TTL_MINUTES} minutes, once):`,
            '',
            link,
          ]
        : [
            `Someone asked to choose a new password for the ${SCHOOL_NAME} account of this e-mail address.`,
            `Enter this code on the page where it was asked for, or on this page (it works for`,
            `${CODE_TTL_MINUTES} minutes, once):`,
            '',
            link,
          ]),
      '',
      `    ${code}`,
      '',
      options.byTeam
        ? 'If you did not expect it, tell the school: your password stays as it is until you choose one.'
        : 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      'Choosing a new password signs you out everywhere else.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

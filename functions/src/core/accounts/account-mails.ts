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
      'If you did not sign up, do not enter this code anywhere and ignore this e-mail: without it the',
      'address is never confirmed, and nothing else will be sent to it.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

/** Someone signed up with an address that already has an account: its owner learns it, nobody else. */
export function accountExistsMail(to: string): Mail {
  return {
    to,
    subject: `You already have a ${SCHOOL_NAME} account`,
    text: [
      'Assalamu alaikum,',
      '',
      `Someone tried to create a ${SCHOOL_NAME} account with this e-mail address, which already has one.`,
      'No new account was made. If it was you, sign in here:',
      `${env.siteUrl()}/student-auth`,
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

export function resetCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${SCHOOL_NAME} password reset code`,
    secret: true,
    text: [
      'Assalamu alaikum,',
      '',
      `A new password was asked for the ${SCHOOL_NAME} account of this e-mail address. Enter this code`,
      `on the page where you asked for it (it works for ${CODE_TTL_MINUTES} minutes, once):`,
      '',
      `    ${code}`,
      '',
      `Or continue here: ${env.siteUrl()}/forgot-password`,
      '',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      'Choosing a new password signs you out everywhere else.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

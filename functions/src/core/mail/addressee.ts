import { isOtherThanHolder } from '@app/shared/students/learners';

/**
 * Whom a mail about a learner is for: the account's address, greeting its holder, and naming the
 * learner when they are someone else (a child), in the subject and the first line, so a parent
 * of two knows which child a lesson, a balance or a certificate is about. An adult learning alone
 * reads the same mail as before.
 */
export interface Addressee {
  /** The learner's name. */
  fullName: string;
  email: string;
  /** The account holder's name (left out, or equal to the learner's: they are one person). */
  holderName?: string | null;
}

const other = (person: Addressee) =>
  isOtherThanHolder({ fullName: person.fullName, holderName: person.holderName ?? '' });

export function greeting(person: Addressee): string {
  return `Assalamu alaikum ${other(person) ? person.holderName : person.fullName},`;
}

/** "Lesson booked: … (for Yusuf)". */
export function subjectAbout(person: Addressee, subject: string): string {
  return other(person) ? `${subject} (for ${person.fullName})` : subject;
}

/** The line that says which learner the mail is about, when it is not the holder themself. */
export function aboutLearner(person: Addressee): string[] {
  return other(person) ? [`This is about ${person.fullName}'s lessons.`, ''] : [];
}

import { isOtherThanHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';

type Learner = Pick<StudentProfile, 'fullName' | 'holderName'>;

/** "Yusuf's": a learner's name as the owner of what follows. */
export const possessive = (name: string) => `${name.trim()}'s`;

/**
 * What the student area says about learners, written once: the pages of an account with several
 * learners name the one shown; an adult learning alone reads "your" as before.
 */
export const learnerTexts = {
  addButton: 'Add a learner',
  addTitle: 'Add a learner',
  addIntro: 'A child or anyone else who learns on your account: you book and pay, and we write to you about them.',
  addSubmit: 'Add Learner',
  addSubmitting: 'Adding...',
  addFailedTitle: 'Learner not added',
  nameLabel: "Learner's full name",
  addMotivationLabel: 'What motivates them to learn?',
  switcherLabel: 'Learners on your account',
  removeButton: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: (name: string) =>
    `${possessive(name)} sessions, bookings, requests, refunds, certificates and learning profile are removed from your account. Unused sessions are lost (ask for a refund first if one is due). It cannot be undone.`,
  removeConfirmLabel: (name: string) => `Type ${name} to confirm`,
  removeSubmit: 'Remove Learner',
  removeSubmitting: 'Removing...',
  removeFailedTitle: 'Not removed',
  forLabel: 'For',
  forHelper: 'Who will take these sessions?',
  /** The dashboard's heading when the account has several learners. */
  lessonsTitle: (learner: Learner) =>
    isOtherThanHolder(learner) ? `${possessive(learner.fullName)} lessons` : 'Your lessons',
  /** The profile page's title when the account has several learners. */
  profileTitle: (learner: Learner) =>
    isOtherThanHolder(learner) ? `${possessive(learner.fullName)} Learning Profile` : 'Your Learning Profile',
  /** The profile page's introduction; `null`: the holder's own (one learner). */
  profileIntro: (learner: Learner | null) =>
    learner && isOtherThanHolder(learner)
      ? `Tell us about ${learner.fullName} so their tutor can prepare lessons that fit their goals.`
      : 'Tell us about yourself so your tutor can prepare lessons that fit your goals.',
  /** The profile's motivation question; `null`: the holder's own (one learner). */
  motivationLabel: (learner: Learner | null) =>
    learner && isOtherThanHolder(learner)
      ? `What motivates ${learner.fullName} to learn?`
      : 'What motivates you to learn?',
  editProfileLink: (learner: Learner) =>
    isOtherThanHolder(learner) ? `Edit ${possessive(learner.fullName)} learning profile` : 'Edit your learning profile',
  bookingFor: (name: string) => `This lesson is for ${name}.`,
  offerTitle: (name: string) => `Add ${name} as a learner?`,
  offerText: (name: string) =>
    `You told us about ${name} before logging in. Add them to your account with these answers, and you can ask for sessions and book lessons for them.`,
  offerAdd: (name: string) => `Add ${name}`,
  offerComplete: (name: string) => `Complete and add ${name}`,
  offerDismiss: 'Not now',
  offerAdding: 'Adding...',
  intakeReceivedText: (name: string) => `Now choose the sessions for ${name}.`,
  /** The intake form's name field when a signed-in account fills it in for a learner. */
  intakeNameLabel: "Learner's Full Name",
  intakeNameHelper: 'Who will take the lessons: you, or your child. Your e-mail and phone stay as on your account.',
  /** The portal's sign-in page after a paid intake: a parent with an account logs in instead of signing up. */
  authParentTitle: 'Already have an account?',
  authParentText: (name: string) =>
    `If you are a parent who already has an account with us, please log in rather than signing up again. The answers you just gave for ${name} are kept, and you can add ${name} to your account in one click.`,
} as const;

import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  LEAD_RETENTION_DAYS,
  MONEY_RECORDS_RETENTION_YEARS,
  PENDING_SIGNUP_HOURS,
  POLICY_DATE,
} from '@app/shared/privacy';
import { SCHOOL_NAME } from '@app/shared/school';
import { contact } from '../../content/site-content';
import { usePageTitle } from '../../lib/use-page-title';
import { formatPolicyDate } from './policy-date';
import { LegalPage, type LegalSection } from './legal-page';

const mail = (
  <Link href={`mailto:${contact.email}`} color="brand.fg">
    {contact.email}
  </Link>
);

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      <>
        {SCHOOL_NAME} teaches Arabic and the Quran in live one-to-one online lessons. We decide what personal data this
        site collects and why, and we answer for it. Write to us at {mail} about anything in this policy.
      </>,
    ],
  },
  {
    title: 'What we collect, and why',
    points: [
      <>
        <strong>When you ask for a trial or a lesson</strong> (the intake form): your name, e-mail address and phone
        number, the learner&apos;s age group (child, teen or adult), level and goals, the times that suit you, and
        anything you write to us. We use them to match you with a tutor and to get in touch about your lesson.
      </>,
      <>
        <strong>When you write to us</strong> (the contact form): your name, e-mail address, phone number if you give
        it, and your message, to answer you.
      </>,
      <>
        <strong>When you open an account</strong>: your name, e-mail address, phone number if you give it, your password
        (stored only as the sign-in service&apos;s protected form, never readable by us), and the learning profile you
        fill in. We use them to run your lessons and your account.
      </>,
      <>
        <strong>While you learn</strong>: the packages you ask for and their payment status, the sessions you book and
        their balance, refunds, and certificates of completion. We need them to give you the lessons you paid for and to
        keep our accounts.
      </>,
      <>
        <strong>Technical records</strong>: our servers log each request (time, page, outcome and the network address it
        came from) to keep the site working and safe. Logs hold no passwords and no message text, and are deleted after
        three months at most.
      </>,
    ],
    paragraphs: [
      'We do not sell your data, show advertising, or use tracking or advertising cookies. The site keeps your sign-in and the answers of a form you are filling in, in your own browser, only so that you do not have to type them twice.',
    ],
  },
  {
    title: "Children's data and the parent's role",
    paragraphs: [
      'Many of our learners are children. A child under 16 takes lessons through an account opened and held by a parent or guardian: the parent fills in the forms, receives our e-mails, asks for packages and can see, download or delete all of the data, as described below. We ask only for what teaching needs (an age group rather than a date of birth) and never contact a child directly.',
      "One account can hold several learners (brothers and sisters, or a parent learning too). Each learner has their own profile, sessions, lessons and certificates, and our e-mails say which learner they are about. The parent can remove one learner, which erases that learner's name, profile and lessons as described below while the account and the other learners stay; deleting the account removes every learner on it.",
    ],
  },
  {
    title: 'How long we keep it',
    points: [
      <>
        An intake request that does not lead to lessons is deleted automatically {LEAD_RETENTION_DAYS} days after it was
        sent. One that does is kept with the learner&apos;s records.
      </>,
      'Contact-form messages are not stored on this site: they reach our team as e-mails.',
      `A sign-up whose e-mail address was not confirmed with the code we sent is deleted after ${PENDING_SIGNUP_HOURS} hours.`,
      'Your account and its learning records are kept while you have the account.',
      <>
        When an account is deleted, we erase the name, e-mail address, phone number and learning profile, and the same
        details wherever our records repeat them. Records of payments and sessions stay as long as accounting law asks
        (at least {MONEY_RECORDS_RETENTION_YEARS} years), without anything that names the person. A record that an
        e-mail was sent (the address and subject, not the text) is kept 30 days.
      </>,
    ],
  },
  {
    title: 'Who processes it for us',
    points: [
      'Amazon Web Services (AWS) hosts the site and stores the data (in the United States), runs sign-in (Amazon Cognito) and sends our e-mails (Amazon SES).',
      'Calendly, the scheduling service embedded on the booking pages, receives the name and e-mail address you give when you pick a time, under its own privacy policy.',
    ],
    paragraphs: ['Each works for us under a contract that lets them use the data only to provide their service.'],
  },
  {
    title: 'Your rights',
    paragraphs: [
      <>
        You can see, correct, download and delete your data. With an account, sign in and open{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/student/account">Your account</RouterLink>
        </Link>{' '}
        to download your account's data (every learner's) as a file, or to delete the account. Without one, or for
        anything else (a correction, an objection, a question), write to {mail}: we answer within 30 days. You may also
        complain to your data protection authority.
      </>,
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Traffic to the site is encrypted, passwords are never stored in a readable form, e-mail addresses are proven before we send anything written by someone else, and the team signs in to the back office with strong passwords and two-factor sign-in (required of super admins), and sees only what its work needs.',
    ],
  },
  {
    title: 'Changes',
    paragraphs: [
      'If we change this policy, we publish the new version here with its date, and tell account holders by e-mail before it takes effect.',
    ],
  },
];

/** /privacy: what the school collects, why, for how long, who processes it, and the rights of those it concerns. */
export function PrivacyPage() {
  usePageTitle('Privacy Policy', 'What we collect, why, for how long, and your rights over it.');
  return (
    <LegalPage
      title="Privacy Policy"
      effective={formatPolicyDate(POLICY_DATE)}
      intro="This policy says what personal data we collect when you visit this site, ask for a lesson or learn with us, what we do with it, and how you stay in control of it."
      sections={sections}
    />
  );
}

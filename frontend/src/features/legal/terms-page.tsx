import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { POLICY_DATE } from '@app/shared/privacy';
import { SCHOOL_NAME } from '@app/shared/school';
import { contact } from '../../content/site-content';
import { usePageTitle } from '../../lib/use-page-title';
import { formatPolicyDate } from './policy-date';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'Lessons and packages',
    points: [
      'A free trial lesson comes with no obligation. After it, lessons are bought in packages of sessions.',
      'You ask for a package on the site and pay as our team tells you (by bank transfer or another offline method). The sessions are added to your balance once the team has confirmed the payment.',
      'Each lesson you book takes one session from the balance of its course, from the purchase whose sessions expire first. A lesson can only be booked while a session is left.',
      'Some packages are valid for a number of days, shown with the package: their sessions can be used until the end of that many days after your purchase is approved. We e-mail you 7 days before; sessions not used by then expire. Other packages, and sessions the school gives you, never expire.',
    ],
  },
  {
    title: 'Changing or missing a lesson',
    points: [
      'Lessons last 60 minutes (30 for younger learners, if you choose). You can reschedule or cancel a lesson for free through the link in its booking e-mail up to 24 hours before it starts; the session returns to your balance.',
      'A lesson missed without notice, or cancelled less than 24 hours before, counts as taken, unless the tutor could not teach it.',
      'A lesson moved less than 24 hours before its time moves, but its session counts as taken: cancelling the new time later returns nothing.',
      'If your tutor cancels, the session always returns to your balance.',
    ],
  },
  {
    title: 'Refunds',
    points: [
      'If you are not happy with your first paid lesson, we refund it in full.',
      'Sessions of a package you have not used can be refunded within 2 weeks of buying it, at the price you paid per session: ask from your dashboard. Sessions the school gave you are not refunded.',
      'The team checks each request; once it is approved, the refunded sessions leave your balance and the money is returned by the method you paid with.',
    ],
  },
  {
    title: 'Accounts',
    points: [
      'An account is for one family: a parent or guardian holds the account of a learner under 16 and answers for its use.',
      'Keep your password to yourself. Tell us at once if you think someone else has used your account.',
      'Give true details: we rely on the e-mail address to reach you about your lessons.',
    ],
  },
  {
    title: 'In lessons',
    paragraphs: [
      'Tutors and learners treat each other with respect. A child learner has a parent or another adult nearby during online lessons. We may end lessons for behaviour that puts a tutor or learner at risk, and refund the sessions not used.',
    ],
  },
  {
    title: 'Our responsibility',
    paragraphs: [
      'We teach every lesson with care, but progress also depends on practice between lessons, so we cannot promise a result by a date. If we fail to give a lesson you paid for, we give it again or refund it.',
    ],
  },
  {
    title: 'Your data',
    paragraphs: [
      <>
        How we handle personal data is set out in our{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/privacy">Privacy Policy</RouterLink>
        </Link>
        .
      </>,
    ],
  },
  {
    title: 'Questions and changes',
    paragraphs: [
      <>
        Write to{' '}
        <Link href={`mailto:${contact.email}`} color="brand.fg">
          {contact.email}
        </Link>{' '}
        about these terms. If we change them, we publish the new version here with its date and tell account holders by
        e-mail before it applies to them; packages already paid for keep the terms they were bought under.
      </>,
    ],
  },
];

/** /terms: the rules of lessons, packages, refunds and accounts. */
export function TermsPage() {
  usePageTitle('Terms of Use', 'The rules of our lessons, packages, refunds and accounts.');
  return (
    <LegalPage
      title="Terms of Use"
      effective={formatPolicyDate(POLICY_DATE)}
      intro={`These terms apply to the lessons ${SCHOOL_NAME} gives and to the use of this site. By asking for a lesson or opening an account you accept them.`}
      sections={sections}
    />
  );
}

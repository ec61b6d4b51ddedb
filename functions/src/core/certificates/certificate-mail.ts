import { certificatePath, certificatePdfPath, type Certificate } from '@app/shared/certificates/schemas';
import { env } from '../../lib/env';
import { type Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';
import { greeting, subjectAbout, type Addressee } from '../mail/addressee';
import { isOtherThanHolder } from '@app/shared/students/learners';

const isOther = (to: Addressee) => isOtherThanHolder({ fullName: to.fullName, holderName: to.holderName ?? '' });

/** The student's e-mail when a certificate is issued: where to see, share and download it. */
export function issuedMail(certificate: Certificate, to: Addressee): Mail {
  const page = `${env.siteUrl()}${certificatePath(certificate.code)}`;
  return {
    to: to.email,
    subject: subjectAbout(to, `Your certificate of completion: ${certificate.courseTitle}`),
    text: [
      greeting(to),
      '',
      `Congratulations${isOther(to) ? ` to ${certificate.studentName}` : ''} on completing ${certificate.courseTitle}! Your certificate of completion is ready.`,
      ...(certificate.note ? ['', `A note from your teachers: ${certificate.note}`] : []),
      '',
      `See and share it: ${page}`,
      `Download it as a PDF: ${env.siteUrl()}${certificatePdfPath(certificate.code)}`,
      '',
      `Anyone you show it to (a school, an employer) can check that it is genuine at that address: the code is ${certificate.code}.`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

import {
  AGE_GROUP_LABELS,
  LEAD_STATUS_LABELS,
  type Lead,
  type LeadInput,
  type LeadStatus,
} from '@app/shared/leads/schemas';
import { LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import * as Counters from '../../db/entities/counters';
import * as Retention from '../../db/entities/lead-retention';
import { mayMail } from '../accounts/code-mail';
import * as LeadEntity from '../../db/entities/lead';
import { transact } from '../../db/transact';
import { env } from '../../lib/env';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mail } from '../../lib/mail';
import { mailSteps } from '../mail/outbox';
import { SCHOOL_NAME } from '../../lib/school';
import * as Courses from '../courses/courses';

type ParsedLead = Omit<LeadInput, 'website' | 'consent' | 'phone' | 'bookingType'> & {
  phone: string;
  bookingType: 'trial' | 'paid';
};

/**
 * A visitor's intake becomes a lead (status new), stored in one transaction with its two e-mails
 * (the team's notification, the visitor's confirmation): a mail failure never loses the lead, and
 * the outbox delivers the mails once the mail service answers.
 */
export async function create(input: ParsedLead): Promise<Lead> {
  const course = input.courseId ? await publishedCourseTitle(input.courseId) : null;
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const status: LeadStatus = 'new';
  const lead: Lead = {
    id,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone === '' ? null : input.phone,
    ageGroup: input.ageGroup,
    level: input.level,
    goals: [...input.goals],
    why: input.why,
    schedule: [...input.schedule],
    bookingType: input.bookingType,
    courseId: input.courseId ?? null,
    status,
    notes: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await transact([
    { item: LeadEntity.putNew(lead) },
    ...LeadEntity.fileForSearch(lead).map((item) => ({ item })),
    { item: Retention.put(lead.id, lead.createdAt) },
    { item: Counters.change({ leads: 1, [`leads_${status}`]: 1 }) },
    // The visitor's confirmation counts toward the address's mail allowance: the form cannot be
    // used to flood someone's mailbox (the team's notice always goes).
    ...mailSteps(leadMails(lead, course, await mayMail(lead.email))),
  ]);
  return lead;
}

/** Only a real miss is "Course not found"; a database outage stays an outage (500, logged). */
async function publishedCourseTitle(courseId: string): Promise<string> {
  try {
    return (await Courses.getPublished(courseId)).title;
  } catch (error) {
    if (error instanceof NotFoundError) throw new ValidationError('Course not found', { courseId: 'Course not found' });
    throw error;
  }
}

function leadMails(lead: Lead, courseTitle: string | null, mailVisitor: boolean): Mail[] {
  const kind = lead.bookingType === 'paid' ? 'paid course' : 'free trial';
  return [
    {
      to: env.businessInbox(),
      replyTo: lead.email,
      subject: `New ${kind} lead: ${lead.fullName}`,
      text: [
        `A new ${kind} request arrived on the website.`,
        '',
        `Name: ${lead.fullName}`,
        `Email: ${lead.email}`,
        `Phone: ${lead.phone ?? '-'}`,
        `Age group: ${AGE_GROUP_LABELS[lead.ageGroup]}`,
        `Level: ${LEVEL_LABELS[lead.level as CourseLevel] ?? lead.level}`,
        `Goals: ${lead.goals.join(', ')}`,
        `Preferred times: ${lead.schedule.join(', ')}`,
        `Course: ${courseTitle ?? '-'}`,
        `Status: ${LEAD_STATUS_LABELS[lead.status]}`,
        '',
        'Why they want to learn:',
        lead.why,
      ].join('\n'),
    },
    ...(mailVisitor
      ? [
          {
            to: lead.email,
            subject: 'We received your request',
            text: [
              // Anyone can type any address into the form: this mail carries nothing they typed.
              'Assalamu alaikum,',
              '',
              lead.bookingType === 'paid'
                ? `Thank you for your interest${courseTitle ? ` in ${courseTitle}` : ''}. Our team will contact you within 24 hours.`
                : 'Thank you for booking a free trial lesson. Pick a time on our booking page if you have not yet; your teacher will review your answers before the lesson.',
              '',
              SCHOOL_NAME,
            ].join('\n'),
          },
        ]
      : []),
  ];
}

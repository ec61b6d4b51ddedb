import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  AGE_GROUP_LABELS,
  LEAD_STATUS_LABELS,
  type Lead,
  type LeadInput,
  type LeadStatus,
} from '@app/shared/leads/schemas';
import { LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import { db, tableName } from '../../db/client';
import type { Page } from '../../db/cursor';
import { queryNewestFirst, type IndexQuery } from '../../db/query-page';
import { byCreated, GSI1, GSI2, keys } from '../../db/keys';
import { env } from '../../lib/env';
import { ValidationError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import * as Courses from '../courses/courses';

type ParsedLead = Omit<LeadInput, 'website' | 'consent' | 'phone' | 'bookingType'> & {
  phone: string;
  bookingType: 'trial' | 'paid';
};

interface LeadItem extends Lead {
  pk: string;
  sk: string;
  type: 'lead';
  searchText: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

function toLead(item: LeadItem): Lead {
  const {
    pk: _pk,
    sk: _sk,
    type: _type,
    searchText: _s,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    ...lead
  } = item;
  return lead;
}

/**
 * A visitor's intake becomes a lead (status new). The lead is stored first; the two e-mails
 * (the team's notification, the visitor's confirmation) follow, and a mail failure never loses it.
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
    createdAt: now,
    updatedAt: now,
  };
  const item: LeadItem = {
    ...keys.lead(id),
    type: 'lead',
    ...lead,
    searchText: `${lead.fullName} ${lead.email}`.toLowerCase(),
    gsi1pk: 'LEADS',
    gsi1sk: byCreated(now, id),
    gsi2pk: `LEADS#${status}`,
    gsi2sk: byCreated(now, id),
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  await notify(lead, course);
  return lead;
}

async function publishedCourseTitle(courseId: string): Promise<string> {
  try {
    return (await Courses.getPublished(courseId)).title;
  } catch {
    throw new ValidationError('Course not found', { courseId: 'Course not found' });
  }
}

async function notify(lead: Lead, courseTitle: string | null): Promise<void> {
  const kind = lead.bookingType === 'paid' ? 'paid course' : 'free trial';
  const results = await Promise.allSettled([
    sendMail({
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
    }),
    sendMail({
      to: lead.email,
      subject: 'We received your request',
      text: [
        `Assalamu alaikum ${lead.fullName},`,
        '',
        lead.bookingType === 'paid'
          ? `Thank you for your interest${courseTitle ? ` in ${courseTitle}` : ''}. Our team will contact you within 24 hours.`
          : 'Thank you for booking a free trial lesson. Pick a time on our booking page if you have not yet; your teacher will review your answers before the lesson.',
        '',
        'Arabic & Quran Academy',
      ].join('\n'),
    }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      log('error', 'lead e-mail failed; the lead is stored', { leadId: lead.id, ...errorFields(result.reason) });
    }
  }
}

/** Leads newest first: all of them (gsi1) or one status (gsi2); q filters by name or e-mail. */
export async function list(options: {
  status?: LeadStatus;
  q?: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<Lead>> {
  const input: IndexQuery = options.status
    ? {
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `LEADS#${options.status}` },
      }
    : { IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'LEADS' } };
  if (options.q) {
    input.FilterExpression = 'contains(searchText, :q)';
    input.ExpressionAttributeValues = { ...input.ExpressionAttributeValues, ':q': options.q.toLowerCase() };
  }
  return queryNewestFirst(input, { cursor: options.cursor, limit: options.limit ?? 25 }, toLead);
}

import { ACTIVITY_ENTITY_LABELS, activityRecordId, type ActivityEntityType, type ActivityEntry } from './activity';

/**
 * How an activity entry reads, in one place for every screen: who did it, what they did in plain
 * past-tense words up to the record, the record by its name, and the detail.
 * "Fatima | adjusted the balance of | Amina Yusuf | +3 sessions of Tajweed Basics, reason: gift".
 */
export interface ActivityDescription {
  /** The admin's name, or 'Admin' when the log does not know it. */
  actor: string;
  /** Past tense, up to the record: 'changed the status of the lead', 'issued a certificate to'. */
  action: string;
  /** The record by its name, or a neutral label ('a deleted course'); null when the action names none. */
  record: string | null;
  /** Whether `record` is a name (as the record or the entry has it) rather than a neutral label. */
  named: boolean;
  /** The id the record filter finds this record's entries by (`entityId`), when the sentence names a record. */
  recordId: string | null;
  details: ActivityDetail[];
}

export interface ActivityDetail {
  /** Read before the text ('reason', 'notes'); null for a detail that reads alone ('+3 sessions of …'). */
  label: string | null;
  text: string;
  /** Typed by a person (a reason, a note, a name): shown as written, in its own direction. */
  written: boolean;
}

type Entry = ActivityEntry;

interface Phrase {
  /** Past tense, before the record's name. */
  verb: string;
  /** The record's kind, said before its name ("deleted the course Tajweed Basics") and in its neutral label. */
  noun?: string;
  /**
   * Whom the sentence names: the entry's own record (the default), the student its details name,
   * nobody, or a value its details kept (the address a mail went to).
   */
  subject?: 'record' | 'student' | 'none' | { detail: string; fallback: string };
  details?: (entry: Entry) => (ActivityDetail | null)[];
}

const detail = (label: string | null, text: string, written = false): ActivityDetail => ({ label, text, written });

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A stored value in words: 'on_hold' → 'on hold'. */
const words = (value: unknown): string => String(value).replace(/_/g, ' ');

const sessions = (count: number) => `${count} session${Math.abs(count) === 1 ? '' : 's'}`;

/** The course an entry's details name: its title now, else as the entry kept it. */
function courseOf(entry: Entry): string | null {
  if (entry.courseTitle) return entry.courseTitle;
  const kept = text(entry.details.courseTitle);
  if (kept) return kept;
  return text(entry.details.courseId) ? 'a deleted course' : null;
}

const fromTo = (entry: Entry) => [
  entry.details.from !== undefined && entry.details.to !== undefined
    ? detail(null, `from ${words(entry.details.from)} to ${words(entry.details.to)}`)
    : null,
];

const written = (label: string, key: string) => (entry: Entry) => {
  const value = text(entry.details[key]);
  return value ? detail(label, value, true) : null;
};
const reason = written('reason', 'reason');
const notes = written('notes', 'notes');
const packageName = written('package', 'package');

/** '+3 sessions of Tajweed Basics' (signed: a balance change), or '10 sessions of …'. */
const sessionsOf =
  (key: string, signed = false) =>
  (entry: Entry) => {
    const count = entry.details[key];
    if (typeof count !== 'number') return null;
    const amount = signed ? `${count > 0 ? '+' : '−'}${sessions(Math.abs(count))}` : sessions(count);
    const course = courseOf(entry);
    return detail(null, course ? `${amount} of ${course}` : amount);
  };

const course = (entry: Entry) => {
  const title = courseOf(entry);
  return title ? detail('course', title) : null;
};

const published = (entry: Entry) =>
  typeof entry.details.isPublished === 'boolean'
    ? detail(null, entry.details.isPublished ? 'published' : 'draft')
    : null;

const active = (entry: Entry) =>
  typeof entry.details.isActive === 'boolean' ? detail(null, entry.details.isActive ? 'active' : 'inactive') : null;

const plain = (label: string, key: string) => (entry: Entry) =>
  entry.details[key] === undefined || entry.details[key] === null ? null : detail(label, words(entry.details[key]));

const code = (entry: Entry) => detail('code', entry.entityId);

const roleChange = (entry: Entry) =>
  entry.details.from !== undefined && entry.details.to !== undefined && entry.details.from !== entry.details.to
    ? detail('role', `from ${words(entry.details.from)} to ${words(entry.details.to)}`)
    : null;

const deliveryResult = (entry: Entry) => {
  const result = entry.details.outcome ?? entry.details.state;
  return result === undefined ? null : detail('result', words(result));
};

const STUDENT = 'student' as const;
const NONE = 'none' as const;

/** `<entity type>.<action>` → how it reads. The actions are those the API writes. */
const PHRASES: Record<string, Phrase> = {
  'lead.status_change': { verb: 'changed the status of', noun: 'lead', details: fromTo },
  'lead.update_notes': { verb: 'added a contact note to', noun: 'lead' },
  'lead.delete': { verb: 'deleted', noun: 'lead', details: (e) => [reason(e)] },

  'course.create': { verb: 'created', noun: 'course', details: (e) => [published(e)] },
  'course.update': { verb: 'updated', noun: 'course', details: (e) => [published(e)] },
  'course.delete': { verb: 'deleted', noun: 'course' },

  'package.create': { verb: 'created', noun: 'package', details: (e) => [active(e)] },
  'package.update': { verb: 'updated', noun: 'package', details: (e) => [active(e)] },
  'package.delete': { verb: 'deleted', noun: 'package' },

  'package_request.approve': {
    verb: 'approved the package request of',
    subject: STUDENT,
    details: (e) => [
      packageName(e),
      sessionsOf('sessions')(e),
      notes(e),
      written('message to the student', 'message')(e),
    ],
  },
  'package_request.reject': {
    verb: 'rejected the package request of',
    subject: STUDENT,
    details: (e) => [packageName(e), reason(e)],
  },

  'student.create': { verb: 'added', noun: 'student' },
  'student.status_change': { verb: 'changed the status of', noun: 'student', details: fromTo },
  'student.adjust_balance': {
    verb: 'adjusted the balance of',
    details: (e) => [sessionsOf('amount', true)(e), reason(e)],
  },
  'student.resend_invitation': { verb: 'resent the invitation to' },
  'student.delete': { verb: 'deleted the account of' },

  'booking.assign': {
    verb: 'assigned a booking to',
    subject: STUDENT,
    details: (e) => [course(e), plain('invitee', 'invitee')(e)],
  },
  'booking.dismiss': {
    verb: 'dismissed a booking',
    subject: NONE,
    details: (e) => [plain('invitee', 'invitee')(e), reason(e)],
  },

  'booking.record_attendance': {
    verb: 'recorded the attendance of a lesson of',
    subject: STUDENT,
    details: (e) => [course(e), e.details.from ? fromTo(e)[0]! : plain('attendance', 'to')(e)],
  },
  'booking.write_lesson_note': { verb: 'wrote a lesson note for', subject: STUDENT, details: (e) => [course(e)] },
  'booking.cancel_lesson': {
    verb: 'cancelled a lesson of',
    subject: STUDENT,
    details: (e) => [course(e), reason(e)],
  },
  'booking.cancel_beyond_balance': {
    verb: 'cancelled on the calendar a booking with no session left of',
    subject: STUDENT,
    details: (e) => [course(e), plain('invitee', 'invitee')(e)],
  },
  'scheduling.connect': {
    verb: 'connected the Calendly account',
    subject: NONE,
    details: (e) => [plain('account', 'account')(e)],
  },
  'scheduling.map_event_types': { verb: 'mapped courses to Calendly event types', subject: NONE },
  'scheduling.set_policy': {
    verb: 'changed what happens to bookings beyond the balance',
    subject: NONE,
    details: fromTo,
  },
  'scheduling.recreate_webhook': {
    verb: 're-created the Calendly webhook subscription',
    subject: NONE,
    details: fromTo,
  },
  'booking.assign_tutor': {
    verb: 'assigned a tutor to a lesson of',
    subject: STUDENT,
    details: (e) => [course(e), written('tutor', 'tutorName')(e)],
  },

  'tutor.create': { verb: 'added', noun: 'tutor' },
  'tutor.update': { verb: 'updated', noun: 'tutor', details: fromTo },
  'course.set_fallback_tutor': { verb: 'set the fallback tutor of', noun: 'course' },

  'refund_request.approve': {
    verb: 'approved the refund request of',
    subject: STUDENT,
    details: (e) => [sessionsOf('sessions')(e)],
  },
  'refund_request.reject': { verb: 'rejected the refund request of', subject: STUDENT, details: (e) => [reason(e)] },

  'certificate.issue': { verb: 'issued a certificate to', subject: STUDENT, details: (e) => [course(e), code(e)] },
  'certificate.revoke': {
    verb: 'revoked the certificate of',
    subject: STUDENT,
    details: (e) => [course(e), reason(e), code(e)],
  },

  'admin.create': { verb: 'added', noun: 'admin', details: (e) => [plain('role', 'role')(e)] },
  'admin.update': { verb: 'updated', noun: 'admin', details: (e) => [roleChange(e)] },
  'admin.delete': { verb: 'deleted', noun: 'admin' },
  'admin.two_factor_on': { verb: 'turned on two-factor sign-in', subject: NONE },
  'admin.two_factor_off': { verb: 'turned off two-factor sign-in', subject: NONE },

  'mail.resend': {
    verb: 'resent an e-mail to',
    subject: { detail: 'to', fallback: 'a deleted address' },
    details: (e) => [written('subject', 'subject')(e)],
  },

  'webhook_delivery.link': {
    verb: 'linked a scheduling delivery to',
    subject: STUDENT,
    details: (e) => [course(e), plain('event', 'event')(e)],
  },
  'webhook_delivery.process': {
    verb: 'processed a scheduling delivery again',
    subject: NONE,
    details: (e) => [deliveryResult(e), plain('reason', 'reason')(e)],
  },
  'webhook_delivery.dismiss': {
    verb: 'dismissed a scheduling delivery',
    subject: NONE,
    details: (e) => [reason(e), plain('event', 'event')(e)],
  },
};

/** Actions the table does not list, in the past tense (their record named after them). */
const PAST_TENSE: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  assign: 'assigned',
  dismiss: 'dismissed',
  issue: 'issued',
  revoke: 'revoked',
  resend: 'resent',
  link: 'linked',
  process: 'processed',
  export: 'exported',
  status_change: 'changed the status of',
  adjust_balance: 'adjusted the balance of',
};

function phraseOf(entry: Entry): Phrase {
  return (
    PHRASES[`${entry.entityType}.${entry.action}`] ?? {
      verb: PAST_TENSE[entry.action] ?? words(entry.action),
      noun: entityNoun(entry.entityType),
    }
  );
}

/** 'package_request' → 'package request' (the screens' label, in lower case). */
export function entityNoun(entityType: string): string {
  return (ACTIVITY_ENTITY_LABELS[entityType as ActivityEntityType] ?? words(entityType)).toLowerCase();
}

/** The entry's own record by name: as it is now, else as the entry's details kept it. */
function ownName(entry: Entry): string | null {
  const keys = entry.entityType === 'admin' ? ['name', 'email'] : ['name', 'title', 'fullName', 'packageName'];
  return entry.recordName ?? keys.map((key) => text(entry.details[key])).find(Boolean) ?? null;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** What one entry says, in parts the screens lay out (the detail's parts in order). */
export function describeActivity(entry: Entry): ActivityDescription {
  const phrase = phraseOf(entry);
  const actor = entry.adminName || 'Admin';
  const details = (phrase.details?.(entry) ?? []).filter((part): part is ActivityDetail => part !== null);
  const subject = phrase.subject ?? 'record';
  const said = { actor, action: phrase.verb, details };
  if (subject === 'none') return { ...said, record: null, named: false, recordId: null };
  if (typeof subject === 'object') {
    const name = text(entry.details[subject.detail]);
    return { ...said, record: name ?? subject.fallback, named: name !== null, recordId: null };
  }
  // The record filter files an entry under the student its details name, else its own record.
  const filedUnderStudent = activityRecordId(entry) !== entry.entityId;
  const recordId = (subject === 'student') === filedUnderStudent ? activityRecordId(entry) : null;
  const name = subject === 'student' ? entry.studentName : ownName(entry);
  if (name) {
    const action = phrase.noun ? `${phrase.verb} the ${phrase.noun}` : phrase.verb;
    return { ...said, action, record: name, named: true, recordId };
  }
  const noun = phrase.noun ?? (subject === 'student' ? 'student' : entityNoun(entry.entityType));
  const neutral = entry.action === 'delete' ? `${article(noun)} ${noun}` : `a deleted ${noun}`;
  return { ...said, record: neutral, named: false, recordId };
}

/** A detail as text: 'reason: gift', or the text alone. */
export const detailText = (part: ActivityDetail) => (part.label ? `${part.label}: ${part.text}` : part.text);

/** The whole entry as one line: 'Fatima adjusted the balance of Amina Yusuf — +3 sessions of Tajweed Basics, reason: gift'. */
export function activitySentence(entry: Entry): string {
  const described = describeActivity(entry);
  const head = [described.actor, described.action, described.record].filter(Boolean).join(' ');
  return described.details.length === 0 ? head : `${head} — ${described.details.map(detailText).join(', ')}`;
}

import * as z from 'zod';
import { COURSE_LEVELS, LEVEL_LABELS } from '../courses/schemas';
import { requiredText, singleLineText } from '../text';
import { pageQueryFields } from '../http/page';

export const AGE_GROUPS = ['kid', 'teen', 'adult'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const AGE_GROUP_LABELS: Record<AgeGroup, string> = { kid: 'Kid (6-12)', teen: 'Teen (13-17)', adult: 'Adult' };

export const INTAKE_GOALS = ['Conversation', 'School Support', 'Quran/Reading', 'Exam Prep', 'Other'] as const;
export const SCHEDULE_WINDOWS = ['Weekday Mornings', 'Weekday Evenings', 'Weekends'] as const;
export const BOOKING_TYPES = ['trial', 'paid'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'trial_booked', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  trial_booked: 'Trial Booked',
  converted: 'Converted',
  lost: 'Lost',
};
/** Lead badge colours in status order: blue, yellow, purple, green, red. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  trial_booked: 'purple',
  converted: 'green',
  lost: 'red',
};

export { COURSE_LEVELS as INTAKE_LEVELS, LEVEL_LABELS as INTAKE_LEVEL_LABELS };

export const intakeMessages = {
  fullName: 'Name is required',
  fullNameMax: 'Name must be at most 100 characters',
  email: 'Invalid email',
  phone: 'Phone must be at most 20 characters',
  ageGroup: 'Age group is required',
  level: 'Level is required',
  goals: 'Select at least one goal',
  why: 'Please provide more detail',
  whyMax: 'Please keep it under 1000 characters',
  schedule: 'Select at least one time slot',
  consent: 'Consent is required',
  consentLabel: 'I agree to be contacted for scheduling & follow-up',
} as const;

export const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

export const phoneField = z
  .string()
  .trim()
  .max(20, intakeMessages.phone)
  .optional()
  .transform((value) => value ?? '');

/**
 * The public intake form, field order as on the form so the first error is the first
 * field that is wrong. The same schema parses POST /api/leads (with the fields below added).
 */
export const intakeFormSchema = z.strictObject({
  fullName: singleLineText(2, intakeMessages.fullName, 100, intakeMessages.fullNameMax),
  email: emailField(intakeMessages.email),
  phone: phoneField,
  ageGroup: z.enum(AGE_GROUPS, { error: intakeMessages.ageGroup }),
  level: z.enum(COURSE_LEVELS, { error: intakeMessages.level }),
  goals: z
    .array(z.enum(INTAKE_GOALS, { error: intakeMessages.goals }), { error: intakeMessages.goals })
    .min(1, intakeMessages.goals)
    .max(INTAKE_GOALS.length, intakeMessages.goals),
  why: requiredText(10, intakeMessages.why, 1000, intakeMessages.whyMax),
  schedule: z
    .array(z.enum(SCHEDULE_WINDOWS, { error: intakeMessages.schedule }), { error: intakeMessages.schedule })
    .min(1, intakeMessages.schedule)
    .max(SCHEDULE_WINDOWS.length, intakeMessages.schedule),
  consent: z.literal(true, { error: intakeMessages.consent }),
});
export type IntakeFormValues = z.input<typeof intakeFormSchema>;
export type IntakeData = z.output<typeof intakeFormSchema>;

/** POST /api/leads: the intake plus how the visitor came, and a honeypot that people leave empty. */
export const leadInputSchema = intakeFormSchema.extend({
  bookingType: z.enum(BOOKING_TYPES, { error: 'Booking type must be trial or paid' }).default('trial'),
  courseId: z.uuid('Invalid course').optional(),
  website: z.string().max(500).optional(),
});
export type LeadInput = z.input<typeof leadInputSchema>;

/** The 8 items the progress bar counts: name, e-mail, level, goals, why, schedule, age group, consent. */
export function intakeProgress(values: Partial<Record<keyof IntakeFormValues, unknown>>): number {
  const filled = [
    textFilled(values.fullName),
    textFilled(values.email),
    textFilled(values.level),
    Array.isArray(values.goals) && values.goals.length > 0,
    textFilled(values.why),
    Array.isArray(values.schedule) && values.schedule.length > 0,
    textFilled(values.ageGroup),
    values.consent === true,
  ].filter(Boolean).length;
  return Math.round((filled / 8) * 100);
}

function textFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export interface Lead {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  ageGroup: AgeGroup;
  level: string;
  goals: string[];
  why: string;
  schedule: string[];
  /** The student account made from this lead, once the team made one. */
  studentId?: string | null;
  bookingType: BookingType;
  courseId: string | null;
  status: LeadStatus;
  /** The latest contact note (the whole history: GET /api/admin/leads/{leadId}/notes). */
  notes: string;
  /** Counts the saves of the team: a save names the version it read, and a stale one is refused. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/leads query. */
export const adminLeadFilterSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...pageQueryFields,
});

/** What the site keeps in browser storage after the intake form (the saved intake data). */
export const SAVED_INTAKE_KEY = 'intake-form';
export interface SavedIntake {
  fullName: string;
  email: string;
  level: string;
  goals: string[];
  why: string;
  ageGroup?: string;
  phone?: string;
}

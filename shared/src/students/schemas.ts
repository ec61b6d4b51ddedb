import * as z from 'zod';
import { COURSE_LEVELS, type CourseLevel } from '../courses/schemas';
import { AGE_GROUPS, INTAKE_GOALS } from '../leads/schemas';
import { emailSchema } from '../auth/schemas';
import { requiredText, singleLineText } from '../text';

/** Texts of the student portal, as people see them. */
export const studentMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  invalidEmail: 'Invalid email address',
  phoneMax: 'Phone must be at most 20 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  goals: 'Please select at least one goal',
  motivation: 'Please tell us more about your motivation (at least 10 characters)',
  motivationMax: 'Please keep it under 1000 characters',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  signupFailed: 'We could not create your account. Please try again in a moment.',
  profileMissing: 'Student profile not found',
  loginFailedTitle: 'Login Failed',
  loginSuccessTitle: 'Welcome back!',
  loginSuccessText: 'Successfully logged in.',
  signupFailedTitle: 'Sign Up Failed',
  signupSuccessTitle: 'Account Created!',
  signupSuccessText: 'Please check your email to verify your account.',
  profileSavedTitle: 'Profile Updated!',
  profileSavedText: 'Your learning preferences have been saved.',
} as const;

export const STUDENT_STATUSES = ['active', 'inactive', 'on_hold'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** The profile form's age groups (the public intake uses kid, teen, adult). */
export const STUDENT_AGE_GROUPS = ['child', 'teen', 'adult'] as const;
export type StudentAgeGroup = (typeof STUDENT_AGE_GROUPS)[number];
export const STUDENT_AGE_GROUP_LABELS: Record<StudentAgeGroup, string> = {
  child: 'Child (Under 13)',
  teen: 'Teen (13-17)',
  adult: 'Adult (18+)',
};

export const STUDENT_GOALS = [
  'Reading Quran',
  'Speaking Arabic',
  'Understanding Islamic texts',
  'Academic purposes',
  'Travel',
  'Business',
] as const;
export type StudentGoal = (typeof STUDENT_GOALS)[number];

const fullName = singleLineText(2, studentMessages.nameMin, 100, studentMessages.nameMax);
const phone = z
  .string()
  .trim()
  .max(20, studentMessages.phoneMax)
  .optional()
  .transform((value) => value ?? '');
export const PASSWORD_EDGE_SPACE = 'Password cannot start or end with a space';

/** A student's password, at sign-up and whenever they choose a new one. */
export const studentPasswordSchema = z
  .string({ error: studentMessages.passwordMin })
  .min(6, studentMessages.passwordMin)
  .max(256, studentMessages.passwordMax)
  // Cognito refuses a password that starts or ends with a space: said here, before anything is made.
  .refine((value) => value.trim() === value, PASSWORD_EDGE_SPACE);

/** The Login tab. */
export const studentLoginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: studentMessages.passwordRequired }).min(1, studentMessages.passwordRequired),
});
export type StudentLoginInput = z.infer<typeof studentLoginSchema>;

/** The Sign Up tab (field order as on the form, so the first error is the first wrong field). */
export const signupFormSchema = z
  .strictObject({
    fullName,
    email: emailSchema,
    phone,
    password: studentPasswordSchema,
    confirmPassword: z.string({ error: studentMessages.passwordsDontMatch }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: studentMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

/** Student profile (intake) answers, shared by the profile form, PUT /api/me/profile and sign-up. */
export const studentProfileSchema = z.strictObject({
  ageGroup: z.enum(STUDENT_AGE_GROUPS, { error: 'Age group is required' }).default('adult'),
  level: z.enum(COURSE_LEVELS, { error: 'Level is required' }).default('beginner'),
  goals: z
    .array(z.enum(STUDENT_GOALS, { error: studentMessages.goals }), { error: studentMessages.goals })
    .min(1, studentMessages.goals)
    .max(STUDENT_GOALS.length, studentMessages.goals)
    .transform((goals) => [...new Set(goals)]),
  motivation: requiredText(10, studentMessages.motivation, 1000, studentMessages.motivationMax),
});
export type StudentProfileInput = z.input<typeof studentProfileSchema>;
export type StudentProfileData = z.output<typeof studentProfileSchema>;

/**
 * The public intake answers kept in the browser, as sign-up sends them. They use the public
 * form's vocabulary; `intakeFromSaved` turns them into profile answers.
 */
export const savedIntakeSchema = z.object({
  ageGroup: z.enum(AGE_GROUPS).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  goals: z.array(z.enum(INTAKE_GOALS)).max(INTAKE_GOALS.length).default([]),
  why: z.string().trim().max(1000).default(''),
  /**
   * The name the intake was filled in for, when it is a child's (a parent signing up): the
   * account's first learner gets it, the account keeps the sign-up's own name.
   */
  learnerName: singleLineText(2, studentMessages.nameMin, 100, studentMessages.nameMax).optional(),
});
export type SavedIntakeAnswers = z.output<typeof savedIntakeSchema>;

/** POST /api/auth/signup. `website` is the honeypot people never see. */
export const signupRequestSchema = z.strictObject({
  fullName,
  email: emailSchema,
  phone,
  password: studentPasswordSchema,
  intake: savedIntakeSchema.optional(),
  website: z.string().max(500).optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

const PUBLIC_GOAL_TO_PROFILE: Record<(typeof INTAKE_GOALS)[number], StudentGoal | null> = {
  Conversation: 'Speaking Arabic',
  'School Support': 'Academic purposes',
  'Quran/Reading': 'Reading Quran',
  'Exam Prep': 'Academic purposes',
  Other: null,
};

/** The public intake's answers in the profile's vocabulary (kid → child, goals mapped, why → motivation). */
export function intakeFromSaved(saved: SavedIntakeAnswers): {
  ageGroup: StudentAgeGroup | null;
  level: CourseLevel | null;
  goals: StudentGoal[];
  motivation: string;
} {
  const goals = [...new Set(saved.goals.map((goal) => PUBLIC_GOAL_TO_PROFILE[goal]))].filter(
    (goal): goal is StudentGoal => goal !== null,
  );
  return {
    ageGroup: saved.ageGroup ? (saved.ageGroup === 'kid' ? 'child' : saved.ageGroup) : null,
    level: saved.level ?? null,
    goals,
    motivation: saved.why,
  };
}

/**
 * A learner's profile as the API shows it (the back office calls learners students). `id` is the
 * learner's own id: the Cognito sub of the account for its first learner, a UUID for the others.
 */
export interface StudentProfile {
  id: string;
  /** The account (Cognito sub) this learner belongs to; its holder signs in, pays and is mailed. */
  accountId: string;
  /** The account holder's name (the learner's own for an adult learning alone). */
  holderName: string;
  /** The learner's name. */
  fullName: string;
  /** The account holder's address and phone: where the school writes about this learner. */
  email: string;
  phone: string;
  ageGroup: StudentAgeGroup | null;
  level: CourseLevel | null;
  goals: StudentGoal[];
  motivation: string;
  intakeCompleted: boolean;
  status: StudentStatus;
  createdAt: string;
  /** Counts the team's saves (the status): a save names the version it read. */
  version: number;
  /** The lead the team made this account from, if they did. */
  leadId?: string | null;
}

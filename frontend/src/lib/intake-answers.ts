import { COURSE_LEVELS } from '@app/shared/courses/schemas';
import { AGE_GROUPS, INTAKE_GOALS, type SavedIntake } from '@app/shared/leads/schemas';
import { savedIntakeSchema, type SignupRequest } from '@app/shared/students/schemas';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The answers this browser kept from the public intake form, in the form sign-up sends them (and
 * a learner is made from). Each answer the server would refuse (an old or edited value) is
 * dropped, so it cannot fail the request; undefined when nothing is left.
 */
export function intakeAnswers(saved: SavedIntake | null): SignupRequest['intake'] {
  if (!saved) return undefined;
  const why = saved.why.trim();
  const intake = {
    ageGroup: oneOf(AGE_GROUPS, saved.ageGroup),
    level: oneOf(COURSE_LEVELS, saved.level),
    goals: saved.goals.flatMap((goal) => oneOf(INTAKE_GOALS, goal) ?? []),
    why: why.length <= 1000 ? why : '',
  };
  if (!intake.ageGroup && !intake.level && intake.goals.length === 0 && !intake.why) return undefined;
  return savedIntakeSchema.safeParse(intake).success ? intake : undefined;
}

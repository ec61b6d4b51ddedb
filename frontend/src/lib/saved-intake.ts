import { SAVED_INTAKE_KEY, type SavedIntake } from '@app/shared/leads/schemas';

/** The saved answers, with the lead the intake made of them (a learner added from them names it). */
export type KeptIntake = SavedIntake & { leadId?: string };

/** The intake answers kept in the browser for /book and for sign-up, under the key 'intake-form'. */
export function saveIntake(intake: KeptIntake): void {
  try {
    window.localStorage.setItem(SAVED_INTAKE_KEY, JSON.stringify(intake));
  } catch {
    // Storage can be full or blocked (private mode): the booking page then shows no summary.
  }
}

export function readSavedIntake(): KeptIntake | null {
  try {
    const raw = window.localStorage.getItem(SAVED_INTAKE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptIntake>;
    if (typeof value.fullName !== 'string' || typeof value.email !== 'string') return null;
    return {
      fullName: value.fullName,
      email: value.email,
      level: typeof value.level === 'string' ? value.level : '',
      goals: Array.isArray(value.goals) ? value.goals.filter((goal): goal is string => typeof goal === 'string') : [],
      why: typeof value.why === 'string' ? value.why : '',
      ageGroup: typeof value.ageGroup === 'string' ? value.ageGroup : undefined,
      phone: typeof value.phone === 'string' ? value.phone : undefined,
      leadId: typeof value.leadId === 'string' ? value.leadId : undefined,
    };
  } catch {
    return null;
  }
}

/** Forgets the saved answers (at logout: a shared computer must not show them to the next person). */
export function clearSavedIntake(): void {
  try {
    window.localStorage.removeItem(SAVED_INTAKE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * The learner last chosen in this browser (the student area's current learner), kept under
 * 'current-learner' so the dashboard, the packages and the booking pages agree after a reload.
 * Forgotten at logout, with the saved intake: the next person on a shared computer starts afresh.
 */
const LEARNER_KEY = 'current-learner';

export function rememberLearner(learnerId: string): void {
  try {
    window.localStorage.setItem(LEARNER_KEY, learnerId);
  } catch {
    // Storage can be full or blocked (private mode): the choice then lasts as long as the address.
  }
}

export function rememberedLearner(): string | null {
  try {
    return window.localStorage.getItem(LEARNER_KEY);
  } catch {
    return null;
  }
}

export function forgetLearner(): void {
  try {
    window.localStorage.removeItem(LEARNER_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

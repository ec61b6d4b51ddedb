/**
 * The rules of lessons as the FAQ states them: word for word the shared ATTENDANCE_RULES (the
 * tutor's attendance form shows the same), which a test checks. Copied rather than imported: the
 * shared module brings the zod schemas, which the prerendered home page must not load.
 */
export const LESSON_RULES = [
  'Free cancel or reschedule up to 24 hours ahead: the session returns to your balance.',
  'Cancelled or moved less than 24 hours before the lesson: the session counts as used.',
  'Attended, or the learner did not come: the session counts as used.',
  'Your tutor was absent or cancelled, or the school cancelled the lesson: the session returns to your balance.',
] as const;

/**
 * The rules of lessons as the site states them: the FAQ, the tutor's attendance form and the
 * server's rule say the same. Kept apart from the schemas (no zod) so that the prerendered home
 * page can show them without loading any.
 */
export const ATTENDANCE_RULES = [
  'Free cancel or reschedule up to 24 hours ahead: the session returns to your balance.',
  'Cancelled or moved less than 24 hours before the lesson: the session counts as used.',
  'Attended, or the learner did not come: the session counts as used.',
  'Your tutor was absent or cancelled, or the school cancelled the lesson: the session returns to your balance.',
] as const;

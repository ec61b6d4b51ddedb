/**
 * The tutor portal's queries, all under one root: recording attendance or saving a note refreshes
 * the lesson lists and the learners without knowing which screen shows them. Signing out clears
 * every query (lib/auth.tsx), so one tutor's lessons never show under another's session.
 */
export const tutorKeys = {
  all: ['tutor'] as const,
  lessons: ['tutor', 'lessons'] as const,
  lessonsIn: (range: { from: string; to: string }) => ['tutor', 'lessons', range.from, range.to] as const,
  lesson: (lessonId: string) => ['tutor', 'lesson', lessonId] as const,
  learners: ['tutor', 'learners'] as const,
  calendarFeed: ['tutor', 'calendar-feed'] as const,
};

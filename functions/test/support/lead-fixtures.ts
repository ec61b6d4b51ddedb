/** The intake answers of a valid lead, for tests that need one and care only about other fields. */
export const intakeAnswers = {
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Other'],
  why: 'I want to read the Quran.',
  schedule: ['Weekends'],
  consent: true,
} as const;

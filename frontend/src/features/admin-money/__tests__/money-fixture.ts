import { noFigures, type MoneyFigures, type MoneyReport } from '@app/shared/credits/money';

const figures = (values: Partial<MoneyFigures>): MoneyFigures => ({ ...noFigures(), ...values });

/** Three months: a good one, a quiet one, and one where refunds outweigh sales. */
export const moneyReport: MoneyReport = {
  from: '2026-01',
  to: '2026-03',
  months: [
    {
      month: '2026-01',
      ...figures({
        soldSessions: 16,
        soldCents: 36_000,
        grantedSessions: 2,
        usedSessions: 10,
        usedCents: 22_500,
        returnedSessions: 1,
        returnedCents: 2_250,
      }),
    },
    { month: '2026-02', ...noFigures() },
    {
      month: '2026-03',
      ...figures({
        soldSessions: 1,
        soldCents: 2_500,
        usedSessions: 3,
        usedCents: 6_750,
        expiredSessions: 2,
        expiredCents: 4_500,
        refundedSessions: 4,
        refundedCents: 9_001,
        removedSessions: 1,
        removedCents: 2_250,
      }),
    },
  ],
  totals: figures({
    soldSessions: 17,
    soldCents: 38_500,
    grantedSessions: 2,
    usedSessions: 13,
    usedCents: 29_250,
    returnedSessions: 1,
    returnedCents: 2_250,
    expiredSessions: 2,
    expiredCents: 4_500,
    refundedSessions: 4,
    refundedCents: 9_001,
    removedSessions: 1,
    removedCents: 2_250,
  }),
  courses: [
    {
      courseId: 'c2',
      courseTitle: 'Quran Reading',
      figures: noFigures(),
      paidSessions: 5,
      paidCents: 11_250,
      grantSessions: 2,
    },
    {
      courseId: 'c1',
      courseTitle: 'Business Arabic',
      figures: noFigures(),
      paidSessions: 3,
      paidCents: 7_500,
      grantSessions: 0,
    },
    { courseId: 'c3', courseTitle: 'Tajweed', figures: noFigures(), paidSessions: 0, paidCents: 0, grantSessions: 0 },
  ],
  owed: { paidSessions: 8, paidCents: 18_750, grantSessions: 2 },
};

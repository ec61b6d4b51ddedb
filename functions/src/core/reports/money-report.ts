import {
  MONEY_FIGURES,
  monthsOf,
  noFigures,
  type MoneyCourse,
  type MoneyFigures,
  type MoneyReport,
  type Owed,
} from '@app/shared/credits/money';
import * as Course from '../../db/entities/course';
import * as Money from '../../db/entities/money-report';

/**
 * The school's money for the months `from` to `to`: what every move of sessions added to its month
 * and course, and what is owed today. Three DynamoDB calls whatever the number of students: the
 * months (one Query of the MONEY partition, paged only past 1 MB: 36 months of 50 courses is about
 * 1,800 small items), what is owed (one Query), and the course titles (one BatchGetItem).
 */
export async function moneyReport(from: string, to: string): Promise<MoneyReport> {
  const [monthItems, owedItems] = await Promise.all([Money.monthsBetween(from, to), Money.owedByCourse()]);
  const months = new Map(monthsOf(from, to).map((month) => [month, noFigures()]));
  const courses = new Map<string, { figures: MoneyFigures; owed: Owed }>();
  const courseOf = (courseId: string) => {
    const known = courses.get(courseId) ?? {
      figures: noFigures(),
      owed: { paidSessions: 0, paidCents: 0, grantSessions: 0 },
    };
    courses.set(courseId, known);
    return known;
  };
  const totals = noFigures();
  for (const item of monthItems) {
    const month = months.get(item.month);
    if (!month) continue;
    const course = courseOf(item.courseId).figures;
    for (const name of MONEY_FIGURES) {
      const value = Money.figure(item, name);
      month[name] += value;
      course[name] += value;
      totals[name] += value;
    }
  }
  const owed: Owed = { paidSessions: 0, paidCents: 0, grantSessions: 0 };
  for (const item of owedItems) {
    const course = courseOf(item.courseId).owed;
    for (const name of ['paidSessions', 'paidCents', 'grantSessions'] as const) {
      const value = Number(item[name] ?? 0);
      course[name] += value;
      owed[name] += value;
    }
  }
  const titles = await Course.getTitles([...courses.keys()]);
  const byCourse: MoneyCourse[] = [...courses]
    .filter(([, { figures, owed: due }]) => hasAny(figures) || due.paidSessions || due.grantSessions)
    .map(([courseId, { figures, owed: due }]) => ({
      courseId,
      courseTitle: titles.get(courseId) ?? null,
      figures,
      ...due,
    }))
    .sort((a, b) => (a.courseTitle ?? '\uffff').localeCompare(b.courseTitle ?? '\uffff'));
  return {
    from,
    to,
    months: [...months].map(([month, figures]) => ({ month, ...figures })),
    totals,
    courses: byCourse,
    owed,
  };
}

const hasAny = (figures: MoneyFigures) => MONEY_FIGURES.some((name) => figures[name] !== 0);

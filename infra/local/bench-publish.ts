import { courseInputSchema } from '@app/shared/courses/schemas';

/**
 * `npm run bench`, part b: the time from publishing a course to its fresh HTML, as a visitor gets
 * it through the local web server (the page function's code, the local table): the course is
 * written published (as the back office's save does), then /courses and the course's page are
 * asked for until both carry its title.
 */
export async function publishToFreshHtml(siteUrl: string): Promise<{ ms: number; courseId: string }> {
  // Loaded here: the functions' modules read the stack's environment, set once it has started.
  const Courses = await import('@app/functions/core/courses/courses');
  const title = `Bench Publishing ${Date.now().toString(36)}`;
  const data = courseInputSchema.parse({
    title,
    shortDescription: 'A course published by the bench to time its pages.',
    description: 'Written published, then read back from the catalogue and its own page as HTML.',
    category: 'Quranic Arabic',
    whatYouWillLearn: ['Nothing: it is removed at once'],
    isPublished: true,
  });
  const started = performance.now();
  const course = await Courses.create({ userId: 'bench', email: 'bench@localhost', name: 'Bench' }, data);
  const fresh = async (path: string) => (await (await fetch(`${siteUrl}${path}`)).text()).includes(title);
  while (!((await fresh('/courses')) && (await fresh(`/courses/${course.id}`)))) {
    if (performance.now() - started > 120_000) throw new Error('the pages were not fresh after 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = performance.now() - started;
  await Courses.remove({ userId: 'bench', email: 'bench@localhost', name: 'Bench' }, course.id);
  return { ms, courseId: course.id };
}

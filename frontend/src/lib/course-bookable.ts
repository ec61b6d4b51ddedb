/**
 * Whether sessions of a course can be booked, and so bought: it has a scheduling page. A course
 * read without its scheduling page (a list's summary) counts as bookable; the server refuses a
 * request for one that is not, with its own message.
 */
export function canBook(course: object): boolean {
  if (!('schedulingUrl' in course) || typeof course.schedulingUrl !== 'string') return true;
  return course.schedulingUrl.trim() !== '';
}

import * as Tutor from '../../db/entities/tutor';

/**
 * The tutor of a lesson: the one whose e-mail is the host's the scheduling service named (while
 * active), else the course's fallback tutor (while active), else none: the team is shown the
 * lesson as needing a tutor.
 */
export async function tutorFor(hostEmail: string | null, courseId: string): Promise<string | null> {
  const byHost = await tutorByHost(hostEmail);
  if (byHost) return byHost;
  const fallback = await Tutor.fallbackOf(courseId);
  if (fallback && (await Tutor.get(fallback, false))?.status === 'active') return fallback;
  return null;
}

/** The active tutor whose e-mail is the host's, if any. */
export async function tutorByHost(hostEmail: string | null): Promise<string | null> {
  const byHost = hostEmail ? await Tutor.idByEmail(hostEmail) : null;
  return byHost && (await Tutor.get(byHost, false))?.status === 'active' ? byHost : null;
}

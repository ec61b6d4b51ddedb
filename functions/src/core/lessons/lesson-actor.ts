import type { Caller } from '../../lib/auth';
import type { LessonActor } from './lesson-actions';

/** The caller of a tutor or back-office route as the one acting on a lesson. */
export const actorOf = (caller: Caller, role: LessonActor['role']): LessonActor => ({
  role,
  userId: caller.userId,
  email: caller.email,
  name: caller.name,
});

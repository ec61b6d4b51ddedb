import { revoke as revokeFeed } from '../lessons/calendar-feeds';
import type * as z from 'zod';
import {
  tutorMessages,
  type CourseTutor,
  type PublicTutor,
  type TutorAccount,
  type tutorCreateSchema,
  type tutorUpdateSchema,
} from '@app/shared/tutors/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Course from '../../db/entities/course';
import { putSessionCutoff } from '../../db/entities/system';
import * as Tutor from '../../db/entities/tutor';
import { transact } from '../../db/transact';
import { createUserWithPassword, deleteUser, signOutEverywhere } from '../../lib/cognito-users';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

/**
 * Tutor accounts, run by the team: a Cognito user in the `tutor` group with a temporary password
 * the tutor replaces at first sign-in (the back office's password rule), and the profile the
 * portal, the lessons and the About page read. A tutor made inactive loses the portal at once
 * (their sessions end) and gets no new lessons; their past lessons stay theirs.
 */

const notFound = () => new NotFoundError(tutorMessages.notFound);
const changedMeanwhile = () => new ConflictError(tutorMessages.changedMeanwhile);

export async function list(): Promise<TutorAccount[]> {
  return (await Tutor.queryAll()).map(Tutor.toAccount);
}

/** The About page's team: active tutors the team chose to show. */
export async function publicTeam(): Promise<PublicTutor[]> {
  return (await Tutor.queryAll()).filter((tutor) => tutor.status === 'active' && tutor.showOnAbout).map(Tutor.toPublic);
}

export async function create(actor: Actor, input: z.output<typeof tutorCreateSchema>): Promise<TutorAccount> {
  const id = await createUserWithPassword({
    email: input.email,
    name: input.name,
    password: input.password,
    group: 'tutor',
    emailTakenMessage: tutorMessages.emailTaken,
    emailVerified: true,
    mustChange: true,
  });
  const now = new Date().toISOString();
  const account: TutorAccount = {
    id,
    name: input.name,
    email: input.email,
    bio: input.bio,
    photoUrl: input.photoUrl,
    languages: input.languages,
    teachesSisters: input.teachesSisters,
    teachesChildren: input.teachesChildren,
    showOnAbout: input.showOnAbout,
    status: 'active',
    createdAt: now,
    version: 0,
  };
  try {
    await transact([
      ...Tutor.putNew({ ...account, updatedAt: now }).map((item) => ({
        item,
        onConditionFailed: () => new ConflictError(tutorMessages.emailTaken),
      })),
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'tutor',
          entityId: id,
          details: { name: input.name, email: input.email },
        }),
      },
    ]);
  } catch (error) {
    await deleteUser(input.email);
    throw error;
  }
  return account;
}

export async function update(
  actor: Actor,
  tutorId: string,
  input: z.output<typeof tutorUpdateSchema>,
): Promise<TutorAccount> {
  const existing = await Tutor.get(tutorId);
  if (!existing) throw notFound();
  if (existing.version !== input.version) throw changedMeanwhile();
  const { version: _version, ...change } = input;
  const deactivated = existing.status === 'active' && input.status === 'inactive';
  await transact([
    { item: Tutor.update(tutorId, change, input.version), onConditionFailed: changedMeanwhile },
    ...(deactivated ? [{ item: putSessionCutoff(tutorId) }] : []),
    {
      item: Activity.put(actor, {
        action: 'update',
        entityType: 'tutor',
        entityId: tutorId,
        details: {
          name: input.name,
          ...(existing.status !== input.status ? { from: existing.status, to: input.status } : {}),
        },
      }),
    },
  ]);
  // The portal already refuses them (the profile says inactive); Cognito ends their refresh tokens
  // too, and their calendar feed stops (a new one is made if they come back).
  if (deactivated) {
    await signOutEverywhere(existing.email);
    await revokeFeed({ kind: 'tutor', id: tutorId });
  }
  return Tutor.toAccount({ ...existing, ...change, version: input.version + 1 });
}

export async function courseTutor(courseId: string): Promise<CourseTutor> {
  if (!(await Course.get(courseId))) throw new NotFoundError('Course not found');
  return { courseId, tutorId: await Tutor.fallbackOf(courseId) };
}

/** The course's fallback tutor: lessons whose host matches no tutor go to them. */
export async function setCourseTutor(actor: Actor, courseId: string, tutorId: string | null): Promise<CourseTutor> {
  const course = await Course.get(courseId);
  if (!course) throw new NotFoundError('Course not found');
  if (tutorId) {
    const tutor = await Tutor.get(tutorId);
    if (!tutor) throw new ValidationError(tutorMessages.notFound, { tutorId: tutorMessages.notFound });
    if (tutor.status !== 'active')
      throw new ValidationError(tutorMessages.inactive, { tutorId: tutorMessages.inactive });
  }
  await transact([
    { item: Course.courseExists(courseId), onConditionFailed: () => new NotFoundError('Course not found') },
    ...(tutorId
      ? [
          {
            item: Tutor.isActive(tutorId),
            onConditionFailed: () => new ValidationError(tutorMessages.inactive, { tutorId: tutorMessages.inactive }),
          },
        ]
      : []),
    { item: Tutor.setFallback(courseId, tutorId) },
    {
      item: Activity.put(actor, {
        action: 'set_fallback_tutor',
        entityType: 'course',
        entityId: courseId,
        details: { title: course.title, tutorId },
      }),
    },
  ]);
  return { courseId, tutorId };
}

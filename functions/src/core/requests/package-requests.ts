import {
  MAX_PENDING_REQUESTS,
  pendingKey,
  requestMessages,
  type PackageRequest,
  type RejectRequestInput,
} from '@app/shared/requests/schemas';
import { courseMessages } from '@app/shared/courses/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Course from '../../db/entities/course';
import * as Package from '../../db/entities/package';
import * as PackageRequestEntity from '../../db/entities/package-request';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import * as Credits from '../credits/credit-moves';
import { mailSteps } from '../mail/outbox';
import { approvedMail, rejectedMail, requestedMails } from './request-mails';

/**
 * Package requests: a student asks (pending); an admin approves once paid (the course balance is
 * credited by the package's sessions, once) or rejects with a reason. Each change is one
 * transaction conditioned on the request still being pending.
 */
export async function create(
  student: Student.StudentItem,
  input: { packageId: string; courseId?: string },
): Promise<PackageRequest> {
  const studentId = student.id;
  const [pkg, course] = await Promise.all([
    Package.get(input.packageId),
    input.courseId ? Course.get(input.courseId) : Promise.resolve(null),
  ]);
  if (!student) throw new ForbiddenError(requestMessages.notAuthenticated);
  // Sessions are sold only to a student who can book them, of a course that can be booked.
  if (student.status !== 'active') throw new ForbiddenError(requestMessages.accountNotActive);
  if (!student.intakeCompleted) throw new ForbiddenError(requestMessages.profileIncomplete);
  if (!pkg) throw new ValidationError(requestMessages.packageNotFound, { packageId: requestMessages.packageNotFound });
  if (!pkg.isActive)
    throw new ValidationError(requestMessages.packageInactive, { packageId: requestMessages.packageInactive });
  if (input.courseId && (!course || !course.isPublished)) {
    throw new ValidationError(requestMessages.courseNotFound, { courseId: requestMessages.courseNotFound });
  }
  if (course && !course.schedulingUrl) {
    throw new ValidationError(requestMessages.courseNotBookable, { courseId: requestMessages.courseNotBookable });
  }
  const now = new Date().toISOString();
  const request: PackageRequestEntity.RequestItem = {
    id: crypto.randomUUID(),
    studentId,
    packageId: pkg.id,
    packageName: pkg.name,
    sessionCount: pkg.sessionCount,
    priceCents: pkg.priceCents,
    validityDays: pkg.validityDays ?? null,
    courseId: course?.id ?? null,
    courseTitle: course?.title ?? null,
    status: 'pending',
    adminNotes: '',
    approvedAt: null,
    approvedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  const created = { ...withoutCents(request), priceUsd: request.priceCents / 100 };
  await transact([
    { item: PackageRequestEntity.putNew(request) },
    { item: Counters.change({ requests_pending: 1 }) },
    {
      item: Package.reserve(pkg.id),
      onConditionFailed: () =>
        new ValidationError(requestMessages.packageInactive, { packageId: requestMessages.packageInactive }),
    },
    {
      item: Student.addPendingRequest(studentId, MAX_PENDING_REQUESTS),
      onConditionFailed: () => new ConflictError(requestMessages.tooManyPending),
    },
    {
      item: Student.putPendingMarker(studentId, pendingKey(pkg.id, course?.id), request.id),
      onConditionFailed: () => new ConflictError(requestMessages.alreadyPending),
    },
    ...mailSteps(requestedMails(created, Student.toProfile(student))),
  ]);
  return created;
}

function withoutCents(request: PackageRequestEntity.RequestItem): Omit<PackageRequest, 'priceUsd'> {
  const { priceCents: _priceCents, ...rest } = request;
  return rest;
}

async function loadPending(requestId: string): Promise<PackageRequest> {
  const request = await PackageRequestEntity.get(requestId);
  if (!request) throw new NotFoundError(requestMessages.notFound);
  if (request.status !== 'pending') throw new ConflictError(requestMessages.alreadyHandled);
  return request;
}

const alreadyHandled = () => new ConflictError(requestMessages.alreadyHandled);

export async function approve(
  actor: Actor,
  requestId: string,
  input: { notes: string; message?: string; courseId?: string },
): Promise<PackageRequest> {
  const request = await loadPending(requestId);
  // The course asked for; if it was deleted meanwhile, the team chooses another (as for a request
  // made without one), so the sessions paid for can still be given.
  const [asked, student] = await Promise.all([
    request.courseId ? Course.get(request.courseId) : Promise.resolve(null),
    Student.get(request.studentId),
  ]);
  const courseId = asked ? asked.id : input.courseId;
  if (!courseId)
    throw new ValidationError(requestMessages.courseRequired, { courseId: requestMessages.courseRequired });
  const course = asked ?? (await Course.get(courseId));
  if (!course) throw new ValidationError(courseMessages.notFound, { courseId: courseMessages.notFound });
  if (!student) throw new ConflictError(requestMessages.studentMissing);
  const courseTitle = asked ? (request.courseTitle ?? asked.title) : course.title;
  const approvedRequest: PackageRequest = {
    ...request,
    status: 'approved',
    adminNotes: input.notes,
    studentMessage: input.message ?? '',
    courseId,
    courseTitle,
  };
  await transact([
    {
      item: PackageRequestEntity.settle(request, {
        status: 'approved',
        adminId: actor.userId,
        notes: input.notes,
        message: input.message ?? '',
        courseId,
        courseTitle,
      }),
      onConditionFailed: alreadyHandled,
    },
    {
      item: Student.settlePendingRequest(request.studentId),
      onConditionFailed: () => new ConflictError(requestMessages.studentMissing),
    },
    { item: Student.deletePendingMarker(request.studentId, pendingKey(request.packageId, request.courseId)) },
    { item: Package.release(request.packageId) },
    { item: Counters.change({ requests_pending: -1 }) },
    // The course must still exist, and is marked as held by students (so never deleted).
    {
      item: Course.courseExists(courseId),
      onConditionFailed: () => new ValidationError(courseMessages.notFound, { courseId: courseMessages.notFound }),
    },
    { item: Course.markStudents(courseId) },
    ...Credits.purchase(
      { ...request, priceCents: Math.round(request.priceUsd * 100) },
      courseId,
      input.notes ? `${request.packageName} package: ${input.notes}` : `${request.packageName} package`,
      { createdBy: actor.userId, at: new Date() },
    ).steps,
    {
      item: Activity.put(actor, {
        action: 'approve',
        entityType: 'package_request',
        entityId: request.id,
        details: {
          studentId: request.studentId,
          courseId,
          sessions: request.sessionCount,
          package: request.packageName,
          ...(input.notes ? { notes: input.notes } : {}),
          ...(input.message ? { message: input.message } : {}),
        },
      }),
    },
    ...mailSteps([approvedMail(approvedRequest, student)]),
  ]);
  return (await PackageRequestEntity.get(requestId))!;
}

export async function reject(actor: Actor, requestId: string, input: RejectRequestInput): Promise<PackageRequest> {
  const request = await loadPending(requestId);
  const student = await Student.get(request.studentId);
  if (!student) throw new ConflictError(requestMessages.studentMissing);
  await transact([
    {
      item: PackageRequestEntity.settle(request, {
        status: 'rejected',
        adminId: actor.userId,
        notes: input.reason,
        courseId: request.courseId,
        courseTitle: request.courseTitle,
      }),
      onConditionFailed: alreadyHandled,
    },
    {
      item: Student.settlePendingRequest(request.studentId),
      onConditionFailed: () => new ConflictError(requestMessages.studentMissing),
    },
    { item: Student.deletePendingMarker(request.studentId, pendingKey(request.packageId, request.courseId)) },
    { item: Package.release(request.packageId) },
    { item: Counters.change({ requests_pending: -1 }) },
    {
      item: Activity.put(actor, {
        action: 'reject',
        entityType: 'package_request',
        entityId: request.id,
        details: { studentId: request.studentId, reason: input.reason, package: request.packageName },
      }),
    },
    ...mailSteps([rejectedMail(request, student, input.reason)]),
  ]);
  return (await PackageRequestEntity.get(requestId))!;
}

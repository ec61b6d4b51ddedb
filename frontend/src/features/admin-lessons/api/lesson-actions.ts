import { useMutation } from '@tanstack/react-query';
import type { Attendance, LessonNoteInput } from '@app/shared/lessons/lessons';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';
import { isStaleSave } from '../../../lib/use-based-on';

/**
 * Every change of a lesson refreshes the lessons (lists, details, progress) and the students (a
 * returned session moves a balance and its history); the dashboard, activity and money with them.
 */
function useLessonMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(adminKeys.lessons, adminKeys.students),
    // Refused because the lesson moved on meanwhile (409): show what it is now.
    onError: (error) => {
      if (isStaleSave(error)) void invalidate(adminKeys.lessons);
    },
  });
}

/** POST /api/admin/lessons/{id}/attendance */
export function useRecordAttendance() {
  return useLessonMutation(({ lessonId, outcome }: { lessonId: string; outcome: Attendance }) =>
    apiCall('POST /api/admin/lessons/{lessonId}/attendance', { params: { lessonId }, body: { outcome } }),
  );
}

/** POST /api/admin/lessons/{id}/cancellation: the school cancels; the session returns and the learner is mailed. */
export function useCancelLesson() {
  return useLessonMutation(({ lessonId, reason }: { lessonId: string; reason: string }) =>
    apiCall('POST /api/admin/lessons/{lessonId}/cancellation', { params: { lessonId }, body: { reason } }),
  );
}

/** PUT /api/admin/lessons/{id}/tutor */
export function useAssignLessonTutor() {
  return useLessonMutation(({ lessonId, tutorId }: { lessonId: string; tutorId: string }) =>
    apiCall('PUT /api/admin/lessons/{lessonId}/tutor', { params: { lessonId }, body: { tutorId } }),
  );
}

/** PUT /api/admin/lessons/{id}/note */
export function useSaveLessonNote() {
  return useLessonMutation(({ lessonId, note }: { lessonId: string; note: LessonNoteInput }) =>
    apiCall('PUT /api/admin/lessons/{lessonId}/note', { params: { lessonId }, body: note }),
  );
}

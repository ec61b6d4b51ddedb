import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attendance, Lesson, LessonNoteInput } from '@app/shared/lessons/lessons';
import { apiCall } from '../../../lib/api-client';
import { tutorKeys } from '../query-keys';

/** GET /api/tutor/lessons?from=&to=: the tutor's own lessons starting in the range (to exclusive). */
export function useTutorLessons(range: { from: string; to: string }) {
  return useQuery({
    queryKey: tutorKeys.lessonsIn(range),
    queryFn: () => apiCall('GET /api/tutor/lessons', { query: range }).then((answer) => answer.items),
  });
}

/** GET /api/tutor/lessons/{lessonId} */
export function useTutorLesson(lessonId: string) {
  return useQuery({
    queryKey: tutorKeys.lesson(lessonId),
    queryFn: () => apiCall('GET /api/tutor/lessons/{lessonId}', { params: { lessonId } }),
  });
}

/** What a change to a lesson refreshes: the lesson itself (from the answer), the lists and the learners. */
function useLessonChange<T>(lessonId: string, send: (input: T) => Promise<Lesson>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (lesson) => {
      queryClient.setQueryData(tutorKeys.lesson(lessonId), lesson);
      void queryClient.invalidateQueries({ queryKey: tutorKeys.lessons });
      void queryClient.invalidateQueries({ queryKey: tutorKeys.learners });
    },
  });
}

/** POST /api/tutor/lessons/{lessonId}/attendance */
export function useRecordAttendance(lessonId: string) {
  return useLessonChange(lessonId, (outcome: Attendance) =>
    apiCall('POST /api/tutor/lessons/{lessonId}/attendance', { params: { lessonId }, body: { outcome } }),
  );
}

/** PUT /api/tutor/lessons/{lessonId}/note */
export function useSaveLessonNote(lessonId: string) {
  return useLessonChange(lessonId, (note: LessonNoteInput) =>
    apiCall('PUT /api/tutor/lessons/{lessonId}/note', { params: { lessonId }, body: note }),
  );
}

import { useState } from 'react';
import type { Lesson } from '@app/shared/lessons/lessons';
import { AssignTutorDialog } from './assign-tutor-dialog';
import { AttendanceDialog } from './attendance-dialog';
import { CancelLessonDialog } from './cancel-lesson-dialog';

export type LessonAction = 'attendance' | 'cancel' | 'tutor';

/** The three actions on a lesson, one dialog open at a time: `open(action, lesson)` and the dialogs to render. */
export function useLessonDialogs() {
  const [opened, setOpened] = useState<{ action: LessonAction; lesson: Lesson } | null>(null);
  const close = () => setOpened(null);
  const lessonFor = (action: LessonAction) => (opened?.action === action ? opened.lesson : null);
  return {
    open: (action: LessonAction, lesson: Lesson) => setOpened({ action, lesson }),
    dialogs: (
      <>
        <AttendanceDialog lesson={lessonFor('attendance')} onClose={close} />
        <CancelLessonDialog lesson={lessonFor('cancel')} onClose={close} />
        <AssignTutorDialog lesson={lessonFor('tutor')} onClose={close} />
      </>
    ),
  };
}

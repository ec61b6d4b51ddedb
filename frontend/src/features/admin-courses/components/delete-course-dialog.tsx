import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { CourseSummary } from '@app/shared/courses/schemas';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteCourse } from '../api/admin-courses';
import { BusyButton } from '../../../components/ui/busy-button';

export function DeleteCourseDialog({ course, onClose }: { course: CourseSummary | null; onClose(): void }) {
  const remove = useDeleteCourse();
  return (
    <Dialog.Root open={Boolean(course)} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete course?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                This will permanently delete <strong>{course?.title}</strong> and all of its modules. This action cannot
                be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <BusyButton
                colorPalette="red"
                busy={remove.isPending}
                onClick={async () => {
                  if (!course) return;
                  try {
                    await remove.mutateAsync(course.id);
                    notify.success('Course deleted', `"${course.title}" has been deleted.`);
                    onClose();
                  } catch (error) {
                    notify.error('Error', errorMessage(error, 'No course selected'));
                  }
                }}
              >
                Delete
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

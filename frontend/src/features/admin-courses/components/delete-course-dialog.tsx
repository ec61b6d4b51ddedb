import { useState } from 'react';
import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { courseMessages, type CourseSummary } from '@app/shared/courses/schemas';
import { notify } from '../../../components/ui/toaster';
import { apiCall, ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteCourse, useSaveCourse } from '../api/admin-courses';
import { formFromCourse, inputFromForm } from '../course-form-values';
import { BusyButton } from '../../../components/ui/busy-button';

/**
 * Deleting a course. A course students have held sessions of is refused by the server; the dialog
 * then says why and offers to unpublish it instead (it leaves the site and keeps its title).
 */
export function DeleteCourseDialog({ course, onClose }: { course: CourseSummary | null; onClose(): void }) {
  const remove = useDeleteCourse();
  const save = useSaveCourse();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  async function unpublish() {
    if (!course) return;
    try {
      const full = await apiCall('GET /api/admin/courses/{courseId}', { params: { courseId: course.id } });
      await save.mutateAsync({
        courseId: course.id,
        // The course as the edit form would send it back, unpublished.
        input: { ...inputFromForm(formFromCourse(full)), isPublished: false },
        version: full.version,
      });
      notify.success(courseMessages.unpublished, `"${course.title}" is no longer on the site.`);
      close();
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  return (
    <Dialog.Root open={Boolean(course)} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete course?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {refusal ? (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>
                    {refusal}
                    {!course?.isPublished && ' It is unpublished already: nothing more to do.'}
                  </Alert.Description>
                </Alert.Root>
              ) : (
                <Text>
                  This will permanently delete <strong>{course?.title}</strong> and all of its modules. This action
                  cannot be undone.
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              {refusal ? (
                course?.isPublished && (
                  <BusyButton colorPalette="brand" busy={save.isPending} busyText="Unpublishing..." onClick={unpublish}>
                    Unpublish instead
                  </BusyButton>
                )
              ) : (
                <BusyButton
                  colorPalette="red"
                  busy={remove.isPending}
                  onClick={async () => {
                    if (!course) return;
                    try {
                      await remove.mutateAsync(course.id);
                      notify.success('Course deleted', `"${course.title}" has been deleted.`);
                      close();
                    } catch (error) {
                      if (error instanceof ApiError && error.message === courseMessages.hasStudents) {
                        setRefusal(error.message);
                        return;
                      }
                      notify.error('Error', errorMessage(error, 'No course selected'));
                    }
                  }}
                >
                  Delete
                </BusyButton>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

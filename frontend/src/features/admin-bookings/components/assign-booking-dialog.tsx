import { useEffect, useState, type FormEvent } from 'react';
import { Field, Fieldset, Input, NativeSelect, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { adminStudentMessages } from '@app/shared/admin/students';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { usePublishedCourseOptions } from '../../../lib/admin-queries';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAssignBooking } from '../api/assign-booking';
import { useStudentSearch } from '../api/search-students';
import { BookingSummary } from './booking-summary';

/** Ties a booking to a student and course: one session comes off that balance. */
export function AssignBookingDialog({ booking, onClose }: { booking: UnmatchedBooking | null; onClose(): void }) {
  const assign = useAssignBooking();
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState('');
  const [courseId, setCourseId] = useState('');
  const q = useDebouncedValue(search.trim());
  const students = useStudentSearch(booking ? q : '');
  const courses = usePublishedCourseOptions(Boolean(booking));

  useEffect(() => {
    if (!booking) return;
    // The invitee's e-mail usually finds the student; what the booking already knows is preselected.
    setSearch(booking.inviteeEmail);
    setStudentId(booking.studentId ?? '');
    setCourseId(booking.courseId ?? '');
  }, [booking]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!booking || !studentId || !courseId) return;
    try {
      await assign.mutateAsync({ bookingId: booking.id, input: { studentId, courseId } });
      notify.success(
        unmatchedMessages.assigned,
        `${booking.inviteeName || booking.inviteeEmail}'s booking now uses a session.`,
      );
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error));
      if (error instanceof ApiError && error.status === 409 && error.message === unmatchedMessages.alreadyHandled) {
        onClose();
      }
    }
  }

  const matches = students.data ?? [];
  return (
    <FormDialog
      open={Boolean(booking)}
      onClose={onClose}
      title="Assign Booking"
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Assign"
      submittingLabel="Assigning..."
      submitting={assign.isPending}
      submitDisabled={!studentId || !courseId}
    >
      <Stack gap="5">
        {booking && <BookingSummary booking={booking} />}
        <Field.Root>
          <Field.Label>Find student</Field.Label>
          <Input
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">
            Student{' '}
            <Text as="span" color="fg.error" aria-hidden="true">
              *
            </Text>
          </Fieldset.Legend>
          {!q ? (
            <Text fontSize="sm" color="fg.muted">
              Type a name or e-mail to find the student.
            </Text>
          ) : students.isPending ? (
            <Spinner size="sm" aria-label="Searching students" />
          ) : students.isError ? (
            <Text role="alert" fontSize="sm">
              {errorMessage(students.error)}
            </Text>
          ) : matches.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {adminStudentMessages.empty}
            </Text>
          ) : (
            <RadioGroup.Root
              name="studentId"
              value={studentId || null}
              onValueChange={(details) => details.value && setStudentId(details.value)}
              colorPalette="brand"
            >
              <Stack gap="2">
                {matches.map((student) => (
                  <RadioGroup.Item key={student.id} value={student.id} alignItems="start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText overflowWrap="anywhere">
                      {student.fullName} ({student.email})
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
        </Fieldset.Root>
        <FormField
          label="Course"
          helper={courses.isError ? `The courses could not be loaded: ${errorMessage(courses.error)}` : undefined}
          required
        >
          <NativeSelect.Root disabled={courses.isPending}>
            <NativeSelect.Field value={courseId} onChange={(event) => setCourseId(event.target.value)}>
              <option value="">{courses.isPending ? 'Loading courses...' : 'Select a course'}</option>
              {courses.data?.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}

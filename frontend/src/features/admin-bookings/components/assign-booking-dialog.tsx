import { useEffect, useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAssignBooking } from '../api/assign-booking';
import { BookingSummary } from './booking-summary';
import { StudentCoursePicker } from './student-course-picker';

/** Ties a booking to a student and course: one session comes off that balance. */
export function AssignBookingDialog({ booking, onClose }: { booking: UnmatchedBooking | null; onClose(): void }) {
  const assign = useAssignBooking();
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState('');
  const [courseId, setCourseId] = useState('');

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
      const assigned = await assign.mutateAsync({ bookingId: booking.id, input: { studentId, courseId } });
      notify.success(unmatchedMessages.assigned, `The booking now uses one of ${assigned.studentName}'s sessions.`);
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error));
      if (error instanceof ApiError && error.status === 409 && error.message === unmatchedMessages.alreadyHandled) {
        onClose();
      }
    }
  }

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
        <StudentCoursePicker
          enabled={Boolean(booking)}
          search={search}
          onSearchChange={setSearch}
          studentId={studentId}
          onStudentChange={setStudentId}
          courseId={courseId}
          onCourseChange={setCourseId}
        />
      </Stack>
    </FormDialog>
  );
}

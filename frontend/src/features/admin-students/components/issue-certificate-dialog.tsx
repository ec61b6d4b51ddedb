import { useEffect, useState } from 'react';
import { Alert, Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import type { StudentDetail } from '@app/shared/admin/students';
import {
  certificateIssueSchema,
  certificateMessages,
  type CertificateIssueInput,
} from '@app/shared/certificates/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { CourseSelectField } from './course-select-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { useIssueCertificate } from '../api/issue-certificate';
import { useCourseOptions } from '../use-course-options';
import { notifyCertificateIssued } from './certificate-issued-toast';

const NOTE_MAX = 500;
const empty = { courseId: '', note: '' } satisfies CertificateIssueInput;

/**
 * Mark Course Completed: the course and an optional note, then the certificate is issued. What the
 * server refuses (already issued, unknown course or student) is said here, and the form is kept.
 */
export function IssueCertificateDialog(props: { detail: StudentDetail; open: boolean; onClose(): void }) {
  const { detail, open, onClose } = props;
  const courses = useCourseOptions(detail);
  const issue = useIssueCertificate(detail.profile.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The server asked to confirm a course the student never booked: the next submit confirms it. */
  const [confirming, setConfirming] = useState(false);
  const form = useAppForm<CertificateIssueInput, unknown, output<typeof certificateIssueSchema>>({
    resolver: zodResolver(certificateIssueSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(empty);
    setRefusal(null);
    setConfirming(false);
  }, [open, form]);
  const courseId = form.watch('courseId');
  useEffect(() => setConfirming(false), [courseId]);

  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const certificate = await issue.mutateAsync({ ...input, withoutSessions: confirming || undefined });
      notifyCertificateIssued(certificate);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.message === certificateMessages.noSessions) {
        setConfirming(true);
        return;
      }
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if (field === 'courseId' || field === 'note') form.setError(field, { message });
      }
      // Another refusal replaces the question (asked again, if need be, on the next try).
      setConfirming(false);
      setRefusal(errorMessage(error));
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const noteLength = form.watch('note')?.length ?? 0;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Mark Course Completed"
      onSubmit={onSubmit}
      submitLabel={confirming ? 'Issue Anyway' : 'Issue Certificate'}
      submittingLabel="Issuing..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        {confirming && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{certificateMessages.noSessions}</Alert.Description>
          </Alert.Root>
        )}
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        )}
        <CourseSelectField
          courses={courses}
          field={form.register('courseId')}
          error={errors.courseId?.message}
          helper={`The certificate is issued to ${detail.profile.fullName} for this course.`}
        />
        <FormField
          label="Note (Optional)"
          error={errors.note?.message}
          helper={`Shown to the student and on the certificate. ${noteLength}/${NOTE_MAX} characters`}
        >
          <Textarea rows={3} maxLength={NOTE_MAX} {...form.register('note')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

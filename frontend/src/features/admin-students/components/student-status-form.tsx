import { useEffect, useState } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { adminStudentMessages, STUDENT_STATUS_LABELS } from '@app/shared/admin/students';
import { STUDENT_STATUSES, type StudentProfile, type StudentStatus } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStudentStatus } from '../api/update-student-status';
import { DetailSection } from './detail-section';
import { BusyButton } from '../../../components/ui/busy-button';

export function StudentStatusForm({ profile }: { profile: StudentProfile }) {
  const [status, setStatus] = useState<StudentStatus>(profile.status);
  const update = useUpdateStudentStatus(profile.id);
  useEffect(() => setStatus(profile.status), [profile.status]);

  return (
    <DetailSection id="student-status" title="Account Status">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await update.mutateAsync(status);
            notify.success(adminStudentMessages.statusUpdated);
          } catch (error) {
            notify.error('Error', errorMessage(error));
          }
        }}
      >
        <Stack gap="3" align="start">
          <FormField
            label="Status"
            helper="Inactive students cannot book sessions; on hold pauses the account without closing it."
          >
            <NativeSelect.Root>
              <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as StudentStatus)}>
                {STUDENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STUDENT_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <BusyButton
            type="submit"
            colorPalette="brand"
            busy={update.isPending}
            busyText="Saving..."
            disabled={status === profile.status}
          >
            Save Status
          </BusyButton>
        </Stack>
      </form>
    </DetailSection>
  );
}

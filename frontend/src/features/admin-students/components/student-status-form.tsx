import { useEffect, useState } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { adminStudentMessages, STUDENT_STATUS_LABELS } from '@app/shared/admin/students';
import { STUDENT_STATUSES, type StudentProfile, type StudentStatus } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStudentStatus } from '../api/update-student-status';
import { isStaleSave } from '../../../lib/use-based-on';
import { DetailSection } from './detail-section';
import { BusyButton } from '../../../components/ui/busy-button';

export function StudentStatusForm({ profile }: { profile: StudentProfile }) {
  // The status chosen, and the version it was chosen against; a reload moves an untouched form on.
  const [choice, setChoice] = useState<{ status: StudentStatus; basedOn: number } | null>(null);
  const [conflicted, setConflicted] = useState(false);
  const status = choice?.status ?? profile.status;
  const update = useUpdateStudentStatus(profile.id);
  useEffect(() => {
    // After a conflict the loaded version becomes the base: a second save is made knowingly.
    if (conflicted) setChoice((current) => current && { ...current, basedOn: profile.version });
  }, [conflicted, profile.version]);

  return (
    <DetailSection id="student-status" title="Account Status">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await update.mutateAsync({ status, version: choice?.basedOn ?? profile.version });
            setChoice(null);
            setConflicted(false);
            notify.success(adminStudentMessages.statusUpdated);
          } catch (error) {
            if (isStaleSave(error)) setConflicted(true);
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
              <NativeSelect.Field
                value={status}
                onChange={(event) =>
                  setChoice({
                    status: event.target.value as StudentStatus,
                    basedOn: choice?.basedOn ?? profile.version,
                  })
                }
              >
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

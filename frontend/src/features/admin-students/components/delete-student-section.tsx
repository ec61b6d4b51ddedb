import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { StudentProfile } from '@app/shared/students/schemas';
import { DeleteAccountDialog } from '../../../components/auth/delete-account-dialog';
import { notify } from '../../../components/ui/toaster';
import { useDeleteStudentAccount } from '../api/delete-student-account';
import { DetailSection } from './detail-section';

/** The team deletes an account when its holder asks (by e-mail, by phone): the same erasure as theirs. */
export function DeleteStudentSection({ profile }: { profile: StudentProfile }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStudentAccount(profile.id);
  return (
    <DetailSection id="student-delete" title="Delete Account">
      <Stack gap="3" align="start">
        <Text color="fg.muted">
          At the student&apos;s (or parent&apos;s) request only: erases their personal details and sign-in, keeps the
          payment and session records without the name.
        </Text>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete This Account
        </Button>
      </Stack>
      <DeleteAccountDialog
        open={open}
        onClose={() => setOpen(false)}
        whose={`${profile.fullName}'s`}
        onDelete={async (input) => {
          await remove.mutateAsync(input);
          setOpen(false);
          notify.success('Account deleted', `${profile.fullName}'s personal details have been erased.`);
        }}
      />
    </DetailSection>
  );
}

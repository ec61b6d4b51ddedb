import { useState } from 'react';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import type { Family } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { DeleteAccountDialog } from '../../../components/auth/delete-account-dialog';
import { notify } from '../../../components/ui/toaster';
import { useDeleteStudentAccount } from '../api/delete-student-account';
import { DetailSection } from './detail-section';

/**
 * The team deletes an account when its holder asks (by e-mail, by phone): the same erasure as
 * theirs. The account goes whole, with every learner on it, so when it holds several they are
 * named here; it is confirmed with the account's e-mail, which is the holder's.
 */
export function DeleteStudentSection({ profile, family }: { profile: StudentProfile; family: Family }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStudentAccount(profile.id);
  const { holder, learners } = family;
  const several = learners.length > 1;
  return (
    <DetailSection id="student-delete" title="Delete Account">
      <Stack gap="3" align="start">
        {several ? (
          <>
            <Text>
              Deleting removes the whole account of {holder.fullName}, with every learner on it, not only{' '}
              {profile.fullName}:
            </Text>
            <List.Root ps="5" gap="1">
              {learners.map((learner) => (
                <List.Item key={learner.id} overflowWrap="anywhere">
                  {learner.fullName}
                </List.Item>
              ))}
            </List.Root>
            <Text color="fg.muted" overflowWrap="anywhere">
              At the parent&apos;s request only: erases every learner&apos;s personal details and the sign-in, keeps the
              payment and session records without the names. It is confirmed with the account&apos;s e-mail,{' '}
              {holder.email}.
            </Text>
          </>
        ) : (
          <Text color="fg.muted">
            At the student&apos;s (or parent&apos;s) request only: erases their personal details and sign-in, keeps the
            payment and session records without the name.
          </Text>
        )}
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete This Account
        </Button>
      </Stack>
      <DeleteAccountDialog
        open={open}
        onClose={() => setOpen(false)}
        whose={several ? `${holder.fullName}'s whole` : `${profile.fullName}'s`}
        onDelete={async (input) => {
          await remove.mutateAsync(input);
          setOpen(false);
          notify.success(
            'Account deleted',
            several
              ? `${holder.fullName}'s account and its ${learners.length} learners have been erased.`
              : `${profile.fullName}'s personal details have been erased.`,
          );
        }}
      />
    </DetailSection>
  );
}

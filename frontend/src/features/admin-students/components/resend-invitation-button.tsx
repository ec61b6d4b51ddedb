import { adminStudentMessages } from '@app/shared/admin/students';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useResendInvitation } from '../api/resend-invitation';
import { BusyButton } from '../../../components/ui/busy-button';

/**
 * For a student the team added who has not signed in yet (their temporary password lasts 7 days):
 * mails a new one. The server refuses once the student has chosen their own password.
 */
export function ResendInvitationButton({ studentId, name }: { studentId: string; name: string }) {
  const resend = useResendInvitation(studentId);

  async function send() {
    try {
      await resend.mutateAsync();
      notify.success(adminStudentMessages.invitationSent, adminStudentMessages.invitationSentText);
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  return (
    <BusyButton
      size="sm"
      variant="outline"
      alignSelf="start"
      busy={resend.isPending}
      onClick={() => void send()}
      aria-label={`Resend invitation to ${name}`}
    >
      Resend invitation
    </BusyButton>
  );
}

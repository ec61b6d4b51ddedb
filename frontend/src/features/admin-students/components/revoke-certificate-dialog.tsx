import { useEffect, useState } from 'react';
import { Alert, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import {
  certificateRevokeSchema,
  type Certificate,
  type CertificateRevokeInput,
} from '@app/shared/certificates/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { useRevokeCertificate } from '../api/revoke-certificate';

const empty: CertificateRevokeInput = { reason: '' };

/** Super admins: revoke a certificate, with the reason kept for the back office. Its page then says Revoked. */
export function RevokeCertificateDialog({
  certificate,
  onClose,
}: {
  certificate: Certificate | null;
  onClose(): void;
}) {
  const revoke = useRevokeCertificate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAppForm<CertificateRevokeInput, unknown, output<typeof certificateRevokeSchema>>({
    resolver: zodResolver(certificateRevokeSchema),
    defaultValues: empty,
  });
  const code = certificate?.code;
  // Still shown while the dialog fades out after `certificate` went back to null.
  const [last, setLast] = useState(certificate);
  if (certificate && certificate !== last) setLast(certificate);
  const shown = certificate ?? last;

  useEffect(() => {
    if (!code) return;
    form.reset(empty);
    setRefusal(null);
  }, [code, form]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!code) return;
    setRefusal(null);
    try {
      await revoke.mutateAsync({ code, reason });
      notify.success('Certificate revoked', 'Its public page now says it is no longer valid.');
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={certificate !== null}
      onClose={onClose}
      title="Revoke Certificate"
      onSubmit={onSubmit}
      submitLabel="Revoke Certificate"
      submittingLabel="Revoking..."
      submitting={isSubmitting}
      submitColorPalette="red"
    >
      <Stack gap="4">
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        )}
        {shown && (
          <Text>
            The certificate of {shown.studentName} for {shown.courseTitle} ({shown.code}) will no longer be valid: its
            public page will say so and its PDF can no longer be downloaded. This cannot be undone.
          </Text>
        )}
        <FormField label="Reason" error={errors.reason?.message} helper="Seen only in the back office." required>
          <Textarea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

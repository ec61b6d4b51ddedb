import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { mailProblemMessages, type FailedMail } from '@app/shared/admin/mail';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { formatZonedTime } from '../../../lib/format-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFailedMail, useResendMail } from '../api/failed-mail';
import { PagedListView } from '../../../components/ui/paged-list-view';

/**
 * Mail problems: the e-mails the outbox gave up on after its retries (or that the mail service
 * refused outright), with what the service last said, and a way to send each again once the
 * cause is fixed.
 */
export function MailProblemsPage() {
  usePageTitle(`${mailProblemMessages.title} · Admin`);
  const mails = useFailedMail();
  const resend = useResendMail();

  async function sendAgain(mail: FailedMail) {
    try {
      await resend.mutateAsync(mail.id);
      notify.success(mailProblemMessages.resent);
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  const columns: Column<FailedMail>[] = [
    {
      header: 'E-mail',
      primary: true,
      cell: (mail) => (
        <Stack gap="0">
          <Text fontWeight="medium">{mail.subject}</Text>
          <Text fontSize="sm" color="fg.muted">
            To {mail.to || 'a student (a lesson notice)'}
          </Text>
        </Stack>
      ),
    },
    { header: 'Given up', cell: (mail) => formatZonedTime(mail.failedAt) },
    { header: 'Tries', cell: (mail) => String(mail.attempts) },
    {
      header: 'Last error',
      cell: (mail) => <Text fontSize="sm">{mail.lastError ?? '—'}</Text>,
    },
    {
      header: 'Actions',
      actions: true,
      cell: (mail) =>
        mail.canResend ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={resend.isPending && resend.variables === mail.id}
            onClick={() => void sendAgain(mail)}
            aria-label={`Send again: ${mail.subject} to ${mail.to}`}
          >
            Send again
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            {mailProblemMessages.notResendable}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {mailProblemMessages.title}
        </Heading>
        <Text color="fg.muted">{mailProblemMessages.intro}</Text>
      </Stack>
      <PagedListView
        list={mails}
        empty={mailProblemMessages.empty}
        loading={{ label: 'Loading mail problems', rows: 3 }}
      >
        {(items) => (
          <ResponsiveTable
            label={mailProblemMessages.title}
            rows={items}
            rowKey={(mail) => mail.id}
            columns={columns}
          />
        )}
      </PagedListView>
    </Stack>
  );
}

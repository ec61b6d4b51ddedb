import { useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { adminAccountMessages, type AdminAccount } from '@app/shared/admin/admins';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStates } from '../../../components/ui/query-states';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdmins } from '../api/list-admins';
import { useDeleteAdmin } from '../api/delete-admin';
import { useSendPasswordReset } from '../api/send-password-reset';
import { accountMessages } from '@app/shared/auth/account-codes';
import { BusyButton } from '../../../components/ui/busy-button';
import { canDeleteAdmin, isSelf, ROLE_LABELS } from '../admin-rules';
import { AddAdminDialog } from './add-admin-dialog';
import { EditAdminDialog } from './edit-admin-dialog';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';

export function AdminsPage() {
  usePageTitle('Admins · Admin');
  const { state } = useAuth();
  const me = state.status === 'signedIn' ? state.me : { userId: '', email: '' };
  const admins = useAdmins();
  const remove = useDeleteAdmin();
  const reset = useSendPasswordReset();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Admin deleted', `${deleting.name} can no longer sign in.`);
      setDeleting(null);
    } catch (error) {
      notify.error('Error', errorMessage(error, adminAccountMessages.deleteFailed));
    }
  }

  async function sendReset(account: AdminAccount) {
    try {
      await reset.mutateAsync(account.id);
      notify.success(accountMessages.resetSentTitle, `${accountMessages.resetSent} (${account.email})`);
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  const columns: Column<AdminAccount>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (account) => (
        <Text fontWeight="medium">
          {account.name}
          {isSelf(account, me) && (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' '}
              (you)
            </Text>
          )}
        </Text>
      ),
    },
    { header: 'Email', cell: (account) => account.email },
    {
      header: 'Role',
      cell: (account) => (
        <Badge colorPalette={account.role === 'super_admin' ? 'purple' : 'blue'}>{ROLE_LABELS[account.role]}</Badge>
      ),
    },
    {
      header: 'Two-factor',
      cell: (account) =>
        account.twoFactor ? <Badge colorPalette="green">On</Badge> : <Badge colorPalette="gray">Off</Badge>,
    },
    {
      header: 'Status',
      cell: (account) => <Badge colorPalette="green">{account.status === 'active' ? 'Active' : account.status}</Badge>,
    },
    { header: 'Created', nowrap: true, cell: (account) => formatDate(account.createdAt) },
    {
      header: 'Actions',
      actions: true,
      cell: (account) => (
        <HStack gap="2" justify={{ md: 'end' }}>
          <Button size="sm" variant="outline" onClick={() => setEditing(account)} aria-label={`Edit ${account.name}`}>
            Edit
          </Button>
          {!isSelf(account, me) && (
            <BusyButton
              size="sm"
              variant="outline"
              busy={reset.isPending && reset.variables === account.id}
              busyText="Sending..."
              onClick={() => void sendReset(account)}
              aria-label={`Reset password for ${account.name}`}
            >
              Reset password
            </BusyButton>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!canDeleteAdmin(account, me)}
            onClick={() => setDeleting(account)}
            aria-label={`Delete ${account.name}`}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h1" size="2xl">
          Admins
        </Heading>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Admin
        </Button>
      </Flex>
      <QueryStates
        query={admins}
        isEmpty={admins.data?.length === 0}
        empty={adminAccountMessages.empty}
        loading={<RowsSkeleton label="Loading admins" rows={3} />}
      >
        <Stack gap="2">
          <ResponsiveTable
            label="Administrators"
            rows={admins.data ?? []}
            rowKey={(account) => account.id}
            columns={columns}
          />
          <Text fontSize="sm" color="fg.muted">
            Super admin accounts and your own account cannot be deleted.
          </Text>
        </Stack>
      </QueryStates>

      <AddAdminDialog open={adding} onClose={() => setAdding(false)} />
      <EditAdminDialog account={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Admin"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Text>
          {adminAccountMessages.confirmDelete} <strong>{deleting?.name}</strong> ({deleting?.email}) will no longer be
          able to sign in.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

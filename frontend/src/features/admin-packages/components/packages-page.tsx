import { useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Skeleton, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { packageMessages } from '@app/shared/admin/packages';
import { pricePerSession, type Package } from '@app/shared/packages/schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStates } from '../../../components/ui/query-states';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/list-packages';
import { useUpdatePackage } from '../api/update-package';
import { validityText, withActive } from '../package-form-values';
import { PackageFormDialog } from './package-form-dialog';

export function PackagesPage() {
  usePageTitle('Packages · Admin');
  const packages = usePackages();
  const update = useUpdatePackage();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<{ pkg: Package | null } | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const rows = [...(packages.data ?? [])].sort((a, b) => a.sessionCount - b.sessionCount);

  async function setActive(pkg: Package, isActive: boolean) {
    try {
      await update.mutateAsync({ packageId: pkg.id, input: { ...withActive(pkg, isActive), version: pkg.version } });
      notify.success(packageMessages.saved, `"${pkg.name}" is now ${isActive ? 'active' : 'inactive'}.`);
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(packageMessages.deleted, `"${deleting.name}" has been deleted.`);
      setDeleting(null);
    } catch (error) {
      notify.error('Error', errorMessage(error));
    }
  }

  const columns: Column<Package>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (pkg) => (
        <Stack gap="0">
          <Text fontWeight="medium">{pkg.name}</Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {pkg.description}
          </Text>
        </Stack>
      ),
    },
    { header: 'Sessions', cell: (pkg) => pkg.sessionCount },
    { header: 'Price', nowrap: true, cell: (pkg) => formatUsd(pkg.priceUsd) },
    { header: 'Per Session', nowrap: true, cell: (pkg) => `$${pricePerSession(pkg)}` },
    { header: 'Validity', nowrap: true, cell: (pkg) => validityText(pkg.validityDays) },
    {
      header: 'Status',
      cell: (pkg) => (
        <Badge colorPalette={pkg.isActive ? 'green' : 'gray'}>{pkg.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (pkg) => (
        <HStack gap="3" justify={{ md: 'end' }} wrap="wrap">
          <Switch.Root
            size="sm"
            colorPalette="brand"
            checked={pkg.isActive}
            disabled={update.isPending && update.variables?.packageId === pkg.id}
            onCheckedChange={(details) => void setActive(pkg, details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              Active<VisuallyHidden>: {pkg.name}</VisuallyHidden>
            </Switch.Label>
          </Switch.Root>
          <Button size="sm" variant="outline" onClick={() => setEditing({ pkg })} aria-label={`Edit ${pkg.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(pkg)}
            aria-label={`Delete ${pkg.name}`}
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
          Packages
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing({ pkg: null })}>
          Create Package
        </Button>
      </Flex>
      <QueryStates
        query={packages}
        isEmpty={rows.length === 0}
        empty="No packages yet"
        loading={
          <Stack gap="2" role="status" aria-busy="true" aria-label="Loading packages">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} h="12" />
            ))}
          </Stack>
        }
      >
        <ResponsiveTable label="Packages" rows={rows} rowKey={(pkg) => pkg.id} columns={columns} />
      </QueryStates>

      <PackageFormDialog open={Boolean(editing)} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Package"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {packageMessages.confirmDelete}
      </ConfirmDialog>
    </Stack>
  );
}

import { useEffect } from 'react';
import { HStack, Input, InputGroup, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { output } from 'zod';
import { packageMessages, type packageInputSchema } from '@app/shared/admin/packages';
import { MAX_VALIDITY_DAYS } from '@app/shared/credits/lots';
import type { Package } from '@app/shared/packages/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';
import { usePackages } from '../api/list-packages';
import { useBasedOn } from '../../../lib/use-based-on';
import { emptyPackageForm, formFromPackage, packageFormResolver, type PackageFormValues } from '../package-form-values';

interface Props {
  open: boolean;
  /** null creates a new package. */
  pkg: Package | null;
  onClose(): void;
}

export function PackageFormDialog({ open, pkg, onClose }: Props) {
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const latest = usePackages().data?.find((candidate) => candidate.id === pkg?.id);
  const basedOn = useBasedOn(open ? (pkg?.id ?? 'new') : null, pkg?.version, latest?.version);
  const form = useAppForm<PackageFormValues, unknown, output<typeof packageInputSchema>>({
    resolver: packageFormResolver,
    defaultValues: emptyPackageForm,
  });

  useEffect(() => {
    if (open) form.reset(pkg ? formFromPackage(pkg) : emptyPackageForm);
  }, [open, pkg, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (pkg) await update.mutateAsync({ packageId: pkg.id, input: { ...input, version: basedOn.version } });
      else await create.mutateAsync(input);
      notify.success(packageMessages.saved, `"${input.name}" has been saved.`);
      onClose();
    } catch (error) {
      basedOn.noteFailure(error);
      showServerError(form, error, { title: 'Error' });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title={pkg ? 'Edit Package' : 'Create Package'}
      onSubmit={onSubmit}
      submitLabel={pkg ? 'Save Changes' : 'Create Package'}
      submittingLabel="Saving..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message} required>
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          <FormField label="Price (USD)" error={errors.priceUsd?.message} required>
            <InputGroup startElement="$">
              <Input type="number" inputMode="decimal" step="0.01" min="0" {...form.register('priceUsd')} />
            </InputGroup>
          </FormField>
          <FormField label="Sessions" error={errors.sessionCount?.message} required>
            <Input type="number" inputMode="numeric" step="1" min="1" {...form.register('sessionCount')} />
          </FormField>
        </HStack>
        <FormField
          label="Validity (days)"
          error={errors.validityDays?.message}
          helper="Sessions expire at the end of this many days after the purchase is approved. Leave empty for no expiry."
          keepHelper
        >
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={MAX_VALIDITY_DAYS}
            {...form.register('validityDays')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Active (students can request it)</Switch.Label>
            </Switch.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}

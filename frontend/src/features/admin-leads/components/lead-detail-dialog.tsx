import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, DataList, Link, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LeadHistory } from './lead-history';
import { recordActivityPath } from '../../../components/ui/activity-list';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { adminLeadMessages, leadUpdateSchema, type AdminLead, type LeadUpdateInput } from '@app/shared/admin/leads';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@app/shared/leads/schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useDeleteLead } from '../api/delete-lead';
import { useLeadNotes, useUpdateLead } from '../api/update-lead';
import { ageGroupLabel, bookingTypeLabel, leadCourseLabel, levelLabel } from '@app/shared/leads/lead-labels';

const list = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

/**
 * Every intake answer of a lead, its status, a new contact note and the history of earlier ones;
 * super admins may delete it. A save names the version it was opened on: when someone else saved
 * first, the server refuses it (409), the lead and its history are fetched again, and what this
 * admin typed stays in the form for a second, informed save.
 */
export function LeadDetailDialog(props: { lead: AdminLead | null; canDelete: boolean; onClose(): void }) {
  const { lead, canDelete, onClose } = props;
  const update = useUpdateLead();
  const remove = useDeleteLead();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const form = useAppForm<LeadUpdateInput, unknown, output<typeof leadUpdateSchema>>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { status: 'new', note: '', version: 0 },
  });
  const history = useLeadNotes(lead?.id ?? null);

  // What the admin saw: the version a save is made against and the status it would change. Set
  // when a lead opens, and again when the list brings the lead back after a refused save; a
  // background refetch changes neither, so another admin's save is never overwritten unseen.
  const [seen, setSeen] = useState<{ version: number; status: LeadStatus } | null>(null);
  const conflicted = useRef(false);
  const leadId = lead?.id;
  useEffect(() => {
    if (!lead) return;
    form.reset({ status: lead.status, note: '', version: lead.version });
    setSeen({ version: lead.version, status: lead.status });
    conflicted.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another lead opens
  }, [leadId, form]);
  useEffect(() => {
    if (!lead || !seen || !conflicted.current || lead.version === seen.version) return;
    conflicted.current = false;
    // A status the admin left alone follows the other save; one they chose stays theirs.
    if (form.getValues('status') === seen.status) form.setValue('status', lead.status);
    form.setValue('version', lead.version);
    setSeen({ version: lead.version, status: lead.status });
  }, [lead, seen, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!lead || !seen) return;
    const input = {
      version: seen.version,
      // Only what the admin changed: a status left as it was is not sent.
      ...(values.status !== seen.status ? { status: values.status } : {}),
      ...(values.note ? { note: values.note } : {}),
    };
    if (!input.status && !input.note) {
      form.setError('note', { type: 'required', message: adminLeadMessages.nothingToChange });
      return;
    }
    try {
      await update.mutateAsync({ leadId: lead.id, input });
      notify.success(adminLeadMessages.statusUpdated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) conflicted.current = true;
      showServerError(form, error, { title: adminLeadMessages.statusFailed });
    }
  }, toastValidationError);

  async function onDelete() {
    if (!lead) return;
    try {
      await remove.mutateAsync(lead.id);
      notify.success(adminLeadMessages.deleted);
      setConfirming(false);
      onClose();
    } catch (error) {
      notify.error(adminLeadMessages.deleteFailed, errorMessage(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  const details: [string, ReactNode][] = lead
    ? [
        ['Name', lead.fullName],
        [
          'Email',
          <Link key="email" href={`mailto:${lead.email}`} color="brand.fg">
            {lead.email}
          </Link>,
        ],
        ['Phone', lead.phone || '—'],
        ['Age Group', ageGroupLabel(lead.ageGroup)],
        ['Level', levelLabel(lead.level)],
        ['Goals', list(lead.goals)],
        ['Why', lead.why || '—'],
        ['Schedule', list(lead.schedule)],
        ['Booking Type', bookingTypeLabel(lead)],
        ['Course', leadCourseLabel(lead)],
        ['Created', formatDateTime(lead.createdAt)],
        [
          'Activity',
          <Link key="activity" asChild color="brand.fg">
            <RouterLink to={recordActivityPath(lead.id)}>What the team did with this lead</RouterLink>
          </Link>,
        ],
        [
          'Student Account',
          lead.studentId ? (
            <Link key="student" asChild color="brand.fg">
              <RouterLink to={`/admin/students/${encodeURIComponent(lead.studentId)}`}>Open student account</RouterLink>
            </Link>
          ) : (
            <Button
              key="student"
              size="xs"
              variant="outline"
              // The Students page opens Add Student filled in from the lead (kept out of the address).
              onClick={() =>
                navigate('/admin/students', {
                  state: {
                    fromLead: { id: lead.id, fullName: lead.fullName, email: lead.email, phone: lead.phone ?? '' },
                  },
                })
              }
            >
              Create student account
            </Button>
          ),
        ],
      ]
    : [];

  return (
    <>
      <FormDialog
        error={errors.root?.server?.message}
        errorTitle={adminLeadMessages.statusFailed}
        // It opens on the lead's details (an e-mail link first): the work starts at its status.
        initialFocus='select[name="status"]'
        open={Boolean(lead)}
        onClose={onClose}
        title="Lead Details"
        onSubmit={onSubmit}
        submitLabel="Save"
        submittingLabel="Saving..."
        submitting={isSubmitting}
        size="lg"
        footerStart={
          canDelete && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete Lead
            </Button>
          )
        }
      >
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            {details.map(([label, value]) => (
              <DataList.Item key={label} alignItems="start">
                <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('status')}>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label="Add a contact note"
            error={errors.note?.message}
            helper="Only the team sees notes. Each one is kept with your name and the time."
          >
            <Textarea rows={3} dir="auto" {...form.register('note')} />
          </FormField>
          <LeadHistory notes={history.data} loading={history.isPending} failed={history.isError} />
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Delete Lead"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        {adminLeadMessages.confirmDelete}
      </ConfirmDialog>
    </>
  );
}

import { Button, Input } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { CheckboxesField, CheckboxField } from '../../components/ui/choice-fields';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { renderAt } from '../../testing/render';
import { ApiError } from '../api-client';
import { showServerError, toastValidationError } from '../form-errors';
import { useAppForm } from '../use-app-form';

// The schema checks `consent` first although it is shown last: focus must follow the page, not the schema.
const schema = z.object({
  consent: z.literal(true, { error: 'Please accept the terms' }),
  name: z.string().min(1, 'Please enter your name'),
  goals: z.array(z.string()).min(1, 'Pick at least one goal'),
});
type Values = z.input<typeof schema>;

function TestForm({ summary, refusal }: { summary?: boolean; refusal?: ApiError }) {
  const form = useAppForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', goals: [], consent: false as unknown as true },
  });
  const onSubmit = form.handleSubmit(async () => {
    if (refusal)
      showServerError(form, refusal, { title: 'Sending Failed', field: refusal.fields ? 'name' : undefined });
  }, toastValidationError);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test form">
      {summary && <ErrorSummary errors={errors} />}
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="goals"
        render={({ field }) => (
          <CheckboxesField
            legend="Goals"
            name="goals"
            options={['Reading', 'Memorization']}
            value={field.value}
            onChange={field.onChange}
            error={errors.goals?.message}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <CheckboxField
            name="consent"
            label="I accept the terms"
            checked={field.value === true}
            onChange={field.onChange}
            error={errors.consent?.message}
            required
          />
        )}
      />
      <FormAlert title="Sending Failed" message={errors.root?.server?.message} />
      <Button type="submit">Send</Button>
    </form>
  );
}

const toastOf = async (title: string) => (await screen.findByText(title)).closest('[role="status"]')!;

describe('a failed submit', () => {
  it('moves focus to the first invalid field shown, described by its error: the one thing read, no live region', async () => {
    renderAt(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please enter your name');
    // The toast shows the schema's first message without announcing it over the field.
    const toast = await toastOf('Validation Error');
    expect(toast).toHaveTextContent('Please accept the terms');
    expect(toast).toHaveAttribute('aria-live', 'off');
    expect(document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="alert"]')).toHaveLength(0);
  });

  it('ties a group’s error to each of its boxes, and a single box’s error to it', async () => {
    renderAt(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    for (const box of ['Reading', 'Memorization']) {
      const checkbox = screen.getByRole('checkbox', { name: box });
      await waitFor(() => expect(checkbox).toHaveAccessibleDescription('Pick at least one goal'));
      expect(checkbox).toBeInvalid();
    }
    const consent = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(consent).toHaveAccessibleDescription('Please accept the terms');
    expect(consent).toBeInvalid();
  });

  it('with an error summary: focuses the summary, keeps the toast silent, and each link leads to its field', async () => {
    renderAt(<TestForm summary />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('group', { name: '3 answers need attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(await toastOf('Validation Error')).toHaveAttribute('aria-live', 'off');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please accept the terms',
      'Please enter your name',
      'Pick at least one goal',
    ]);
    await userEvent.click(links[2]!);
    expect(screen.getByRole('checkbox', { name: 'Reading' })).toHaveFocus();
    await userEvent.click(links[0]!);
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveFocus();

    // The summary follows the corrections.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reading' }));
    await waitFor(() => expect(screen.getByRole('group', { name: '2 answers need attention' })).toBeInTheDocument());
  });
});

describe('a server’s refusal', () => {
  async function fillAndSend() {
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Sara');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reading' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('stays on the page above the button and takes focus; the toast shows it without announcing it again', async () => {
    renderAt(<TestForm refusal={new ApiError(503, 'Please try again later.', 'UNAVAILABLE')} />);
    await fillAndSend();
    const alert = await screen.findByRole('group', { name: 'Sending Failed' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAccessibleDescription('Please try again later.');
    const toast = (await screen.findAllByText('Sending Failed')).find((node) => !alert.contains(node))!;
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'off');
  });

  it('about one field: marks that field, puts its message under it and focuses it', async () => {
    const refusal = new ApiError(409, 'That name is taken', 'CONFLICT', { name: 'Choose another name' });
    renderAt(<TestForm refusal={refusal} />);
    await fillAndSend();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Choose another name');
    expect(name).toBeInvalid();
    expect(screen.queryByRole('group', { name: 'Sending Failed' })).not.toBeInTheDocument();
  });
});

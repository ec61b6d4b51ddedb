import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { FormField } from '../form-field';

describe('FormField', () => {
  it('makes the error the control’s accessible description, and marks it invalid', async () => {
    renderAt(
      <FormField label="Email" error="Please enter a valid email address" required helper="We reply within a day.">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // aria-errormessage must point at a live region (axe): the description carries the error instead.
    expect(input).not.toHaveAttribute('aria-errormessage');
    // One announcement per submit is the form's: no live region for each field.
    expect(screen.getByText('Please enter a valid email address').closest('[aria-live="polite"]')).toBeNull();
  });

  it('describes the control by its hint while there is no error', async () => {
    renderAt(
      <FormField label="Phone" helper="With the country code.">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('With the country code.'));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the hint beside the error when asked, both in the description', async () => {
    renderAt(
      <FormField label="Why" error="Tell us a little more" helper="At least 10 characters." keepHelper>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Why' });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/^Tell us a little more\s*At least 10 characters\.$/),
    );
  });
});

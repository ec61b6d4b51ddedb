import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { notify, toaster } from '../toaster';

describe('toasts', () => {
  it('announce without ever being a Tab stop: Tab goes from control to control past them', async () => {
    renderAt(
      <>
        <Button>First</Button>
        <Button>Second</Button>
      </>,
    );
    notify.success('Request Approved', 'Sessions have been added to the student account.');
    const toast = await screen.findByText('Request Approved');
    const root = toast.closest('[role="status"]')!;
    expect(root).toHaveAttribute('tabindex', '-1');
    expect(root.closest('[aria-live="polite"]')).not.toBeNull();
    for (const control of root.querySelectorAll('button')) expect(control).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await userEvent.tab();
    expect(root.contains(document.activeElement)).toBe(false);
  });
});

describe('error toasts', () => {
  // A dismissed toast stays in the store, told to go ('DISMISS'), until its exit has played.
  const shown = (title: string) =>
    toaster
      .getVisibleToasts()
      .find((toast) => toast.title === title && (toast as { message?: string }).message !== 'DISMISS');

  it('stay when the page does not say the same, and go after their time when it does', () => {
    notify.error('Export failed', 'The file could not be made.');
    expect(shown('Export failed')?.duration).toBe(Infinity);
    notify.error('Login Failed', 'Incorrect email or password.', { silent: true, onPage: true });
    expect(shown('Login Failed')?.duration).toBeUndefined();
    // The newer error replaced the older one.
    expect(shown('Export failed')).toBeUndefined();
    notify.validation('Name is required');
    expect(shown('Validation Error')?.duration).toBeUndefined();
  });

  it('are cleared by a success', () => {
    notify.error('Export failed');
    notify.success('Status updated successfully');
    expect(shown('Export failed')).toBeUndefined();
    expect(shown('Status updated successfully')).toBeDefined();
  });
});

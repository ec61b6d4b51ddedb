import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { notify } from '../toaster';

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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { BusyButton } from '../busy-button';

describe('BusyButton', () => {
  it('keeps focus while busy: aria-disabled, not disabled, and says what it is doing', async () => {
    const onClick = vi.fn();
    renderAt(
      <BusyButton busy busyText="Saving..." onClick={onClick}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when idle, and not while busy (neither a click nor Enter in a field)', async () => {
    const form = (busy: boolean, onSubmit: (event: React.FormEvent) => void) => (
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <BusyButton type="submit" busy={busy} busyText="Sending...">
          Send
        </BusyButton>
      </form>
    );
    const idle = vi.fn((event: React.FormEvent) => event.preventDefault());
    const first = renderAt(form(false, idle));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(idle).toHaveBeenCalledTimes(1);
    first.unmount();

    const busy = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderAt(form(true, busy));
    await userEvent.click(screen.getByRole('button', { name: 'Sending...' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara{Enter}');
    expect(busy).not.toHaveBeenCalled();
  });
});

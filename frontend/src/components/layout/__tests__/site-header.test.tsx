import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { SiteHeader } from '../site-header';

describe('SiteHeader', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });

  it('opens the mobile menu with no script: a native popover its buttons name', () => {
    renderAt(<SiteHeader />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('popovertarget', 'site-menu');
    const panel = document.getElementById('site-menu')!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)).toHaveTextContent('Menu');
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'site-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('closes the menu when one of its links navigates in the page', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    renderAt(<SiteHeader />);
    // A closed popover is hidden (display: none): the queries look in it all the same.
    const mobile = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    await userEvent.click(mobile.querySelector('a[href="/courses"]')!);
    expect(hidePopover).toHaveBeenCalledOnce();
    const panel = document.getElementById('site-menu')!;
    await userEvent.click(panel.querySelector('a[href="/student-auth"]')!);
    expect(hidePopover).toHaveBeenCalledTimes(2);
  });
});

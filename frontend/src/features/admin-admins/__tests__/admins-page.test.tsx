import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '@app/shared/admin/admins';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { canDeleteAdmin } from '../admin-rules';
import { AdminsPage } from '../components/admins-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const account = (id: string, name: string, role: AdminAccount['role'], email = `${id}@example.com`): AdminAccount => ({
  id,
  name,
  email,
  role,
  status: 'active',
  createdAt: '2026-01-05T10:00:00Z',
  version: 0,
});

// me('super_admin') is userId 'u1', sara@example.com.
const accounts = [
  account('u1', 'Sara Ali', 'super_admin', 'sara@example.com'),
  account('u2', 'Omar Said', 'super_admin'),
  account('u3', 'Huda Karim', 'admin'),
];

describe('AdminsPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('refuses deletion of super admins and of yourself', () => {
    const self = { userId: 'u9', email: 'huda@example.com' };
    expect(canDeleteAdmin(account('u3', 'Huda', 'admin'), { userId: 'u1', email: 'x@example.com' })).toBe(true);
    expect(canDeleteAdmin(account('u2', 'Omar', 'super_admin'), self)).toBe(false);
    expect(canDeleteAdmin(account('u9', 'Huda', 'admin'), self)).toBe(false);
    expect(canDeleteAdmin(account('u7', 'Huda', 'admin', 'HUDA@example.com'), self)).toBe(false);
  });

  it('lists the admins with role badges; Delete is disabled for super admins and yourself', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('super_admin')),
        '/api/admin/admins': () => json({ items: accounts }),
      }),
    );
    renderAt(<AdminsPage />);

    const table = await screen.findByRole('table', { name: 'Administrators' });
    expect(within(table).getAllByText('Super Admin')).toHaveLength(2);
    expect(within(table).getByText('Admin')).toBeInTheDocument();
    // Once /api/me has answered, "you" is known.
    expect(await within(table).findByText('(you)')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Sara Ali' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete Omar Said' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete Huda Karim' })).toBeEnabled();
  });

  it('confirms before deleting and shows the server message in an Error toast', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('super_admin')),
        '/api/admin/admins': () => json({ items: accounts }),
        '/api/admin/admins/u3': () =>
          json({ error: { code: 'CONFLICT', message: 'The last super admin cannot be removed or demoted.' } }, 409),
      }),
    );
    renderAt(<AdminsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Huda Karim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Admin' });
    expect(within(dialog).getByText(/Are you sure\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The last super admin cannot be removed or demoted.')).toBeInTheDocument();
  });

  it('says when there are no administrators', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/me': () => json(me('super_admin')), '/api/admin/admins': () => json({ items: [] }) }),
    );
    renderAt(<AdminsPage />);
    expect(await screen.findByText('No administrators found')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@app/shared/packages/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { PackagesPage } from '../components/packages-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const starter: Package = {
  id: 'p1',
  name: 'Starter',
  description: 'Three sessions to begin with.',
  priceUsd: 100,
  sessionCount: 3,
  isActive: false,
  version: 0,
};

describe('admin PackagesPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists packages with price per session and status', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/me': () => json(me('admin')), '/api/admin/packages': () => json({ items: [starter] }) }),
    );
    renderAt(<PackagesPage />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(within(table).getByText('$100.00')).toBeInTheDocument();
    expect(within(table).getByText('$33.33')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
  });

  it("validates the form with the API's own messages before sending anything", async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/packages': () => json({ items: [] }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<PackagesPage />);

    expect(await screen.findByText('No packages yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Package' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'X');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '10.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be more than 0 with at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Session count must be a whole number of at least 1')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/packages')).toBeUndefined();
  });

  it('creates a package with numbers in the body', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/packages': () => json({ items: [] }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<PackagesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Create Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Package' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Popular Monthly');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Eight sessions a month.');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '180');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Sessions/ }), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Package saved')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/packages')).toEqual({
      name: 'Popular Monthly',
      description: 'Eight sessions a month.',
      priceUsd: 180,
      sessionCount: 8,
      isActive: true,
    });
  });
});

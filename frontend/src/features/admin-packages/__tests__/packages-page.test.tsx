import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { packageMessages } from '@app/shared/admin/packages';
import type { Package } from '@app/shared/packages/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { PackagesPage } from '../components/packages-page';
import { emptyPackageForm, formFromPackage, inputFromForm } from '../package-form-values';

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

  it('lists packages with price per session, validity and status', async () => {
    const monthly: Package = {
      ...starter,
      id: 'p2',
      name: 'Monthly',
      priceUsd: 180,
      sessionCount: 8,
      validityDays: 90,
    };
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/packages': () => json({ items: [starter, monthly] }),
      }),
    );
    renderAt(<PackagesPage />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(within(table).getByText('$100.00')).toBeInTheDocument();
    expect(within(table).getByText('$33.33')).toBeInTheDocument();
    expect(within(table).getAllByText('Inactive')).toHaveLength(2);
    const [, starterRow, monthlyRow] = within(table).getAllByRole('row');
    expect(within(starterRow!).getByText('No expiry')).toBeInTheDocument();
    expect(within(monthlyRow!).getByText('90 days')).toBeInTheDocument();
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
      validityDays: null,
      isActive: true,
    });
  });

  it('sends the validity typed, in days, with its help text shown', async () => {
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
    const validity = within(dialog).getByRole('spinbutton', { name: 'Validity (days)' });
    expect(validity).toHaveAccessibleDescription(
      'Sessions expire at the end of this many days after the purchase is approved. Leave empty for no expiry.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Quarter');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Twelve sessions in 90 days.');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '240');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Sessions/ }), '12');
    await userEvent.type(validity, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Package saved')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/packages')).toMatchObject({ sessionCount: 12, validityDays: 90 });
  });

  it('refuses a validity that is not a whole number of days, with the API message', async () => {
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
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Validity (days)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText(packageMessages.validity)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/packages')).toBeUndefined();
  });

  it('keeps the validity when a package is edited or switched off', async () => {
    const monthly: Package = { ...starter, isActive: true, validityDays: 60 };
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/packages': () => json({ items: [monthly] }),
        '/api/admin/packages/p1': () => json({ ...monthly, isActive: false, version: 1 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<PackagesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Validity (days)' })).toHaveValue(60);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByLabelText('Active: Starter'));
    expect(await screen.findByText('"Starter" is now inactive.')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/packages/p1', 'PUT')).toMatchObject({ isActive: false, validityDays: 60 });
  });
});

describe('the validity field', () => {
  it('is null when empty and the number typed otherwise', () => {
    const form = { ...emptyPackageForm, name: 'Starter', description: 'Three sessions.', priceUsd: '100' };
    expect(inputFromForm({ ...form, validityDays: '' }).validityDays).toBeNull();
    expect(inputFromForm({ ...form, validityDays: '  ' }).validityDays).toBeNull();
    expect(inputFromForm({ ...form, validityDays: '30' }).validityDays).toBe(30);
    expect(formFromPackage({ ...starter, validityDays: null }).validityDays).toBe('');
    expect(formFromPackage({ ...starter, validityDays: 45 }).validityDays).toBe('45');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { SetupPage } from '../setup-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({}),
  signOut: vi.fn(async () => {}),
}));

function renderSetup() {
  return renderAt(
    <Routes>
      <Route path="/admin/setup" element={<SetupPage />} />
    </Routes>,
    '/admin/setup',
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Full Name/), 'Amina Yusuf');
  await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Founder-pass-1');
}

describe('admin SetupPage and the one-time setup code', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('asks for no code where the server requires none (the local stack)', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/setup/status': () => json({ open: true, codeRequired: false }) }));
    renderSetup();
    expect(await screen.findByLabelText(/Full Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Setup Code/)).not.toBeInTheDocument();
  });

  it('asks for the code where the deployment made one, and sends it', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/setup/status': () => json({ open: true, codeRequired: true }),
        '/api/setup': () => json({ userId: 'u-1', email: 'amina@example.com' }, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderSetup();
    await fillForm(user);
    await user.type(screen.getByLabelText(/Setup Code/), 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(await screen.findByText(/Super admin account created successfully/)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/setup')).toMatchObject({ setupCode: 'one-time-code' });
  });

  it('shows the field when the status check failed and the server then asks for the code', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/setup/status': () => json({ error: { code: 'INTERNAL_ERROR', message: 'down' } }, 500),
        '/api/setup': () =>
          json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Enter the setup code',
                fields: { setupCode: 'Enter the setup code' },
              },
            },
            400,
          ),
      }),
    );
    const user = userEvent.setup();
    renderSetup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(await screen.findByLabelText(/Setup Code/)).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Amina Yusuf');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { IntakeFormPage } from '../intake-form-page';

// Role queries over a whole form are slow in jsdom on a busy machine: more than the default 5 s.
describe('IntakeFormPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows the first error in a Validation Error toast and sends nothing', async () => {
    const fetchMock = vi.fn(stubServer({ '/api/leads': () => json({ id: 'x' }, 201) }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<IntakeFormPage />, '/intake-form?type=trial');
    const submit = await screen.findByRole('button', { name: 'Continue to Pick a Time' });
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Maryam');
    await userEvent.click(submit);
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    // The name is fine now: the toast names the next field that is wrong, the e-mail.
    await waitFor(() => expect(screen.getAllByText('Invalid email').length).toBeGreaterThan(0));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/leads'),
    );
  });

  it('counts progress over the 8 items', async () => {
    renderAt(<IntakeFormPage />, '/intake-form');
    expect(await screen.findByText('0% complete')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Maryam');
    expect(await screen.findByText('13% complete')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Weekends'));
    expect(await screen.findByText('25% complete')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { IntakeFormPage } from '../intake-form-page';

const courseId = '0b7f4c1e-7d2a-4d4b-9a51-2f1e3c4d5e6f';

// Role queries over a whole form are slow in jsdom on a busy machine: more than the default 5 s.
describe('IntakeFormPage before the first submit', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('marks every required field, and says why needs at least 10 characters', async () => {
    renderAt(<IntakeFormPage />, '/intake-form?type=trial');
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toBeRequired();
    const why = screen.getByRole('textbox', { name: /Why do you want to learn\?/ });
    expect(why).toBeRequired();
    expect(why).toHaveAccessibleDescription(/At least 10 characters/);

    for (const name of [/Age Group/, /Current Level/]) {
      expect(screen.getByRole('radiogroup', { name })).toHaveAttribute('aria-required', 'true');
    }
    for (const name of [/What are your goals\?/, /When can you take lessons\?/]) {
      const group = screen.getByRole('group', { name });
      expect(group).toHaveAccessibleName(expect.stringContaining('(required)'));
      expect(within(group).getByText('*')).toBeVisible();
    }
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeRequired();
    expect(screen.getByText(/are required\./)).toBeInTheDocument();
  });

  it('names the course it was opened for', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({ [`/api/courses/${courseId}`]: () => json({ id: courseId, title: 'Quran Reading with Tajweed' }) }),
    );
    renderAt(<IntakeFormPage />, `/intake-form?type=trial&courseId=${courseId}`);
    expect(await screen.findByText('Course: Quran Reading with Tajweed')).toBeInTheDocument();
  });

  it('names no course when the course cannot be found', async () => {
    const fetchMock = vi.fn(stubServer({}));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<IntakeFormPage />, `/intake-form?type=trial&courseId=${courseId}`);
    await screen.findByRole('button', { name: 'Continue to Pick a Time' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringContaining(`/api/courses/${courseId}`),
      ),
    );
    expect(screen.queryByText(/^Course:/)).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { IntakeFormPage } from '../intake-form-page';

// The session comes from Amplify (the edge to Cognito): pretend one exists.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const student = {
  userId: 'u1',
  email: 'sara@example.com',
  role: 'student',
  student: { fullName: 'Sara Ali', email: 'sara@example.com', phone: '+1 555 0100', intakeCompleted: false },
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('IntakeFormPage for a signed-in student', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig), '/api/me': () => json(student) }));
    await loadConfig();
  });

  it('prefills name, e-mail and phone from the profile and locks them', async () => {
    renderAt(<IntakeFormPage />, '/intake-form?type=trial');
    const name = await screen.findByRole('textbox', { name: /Full Name/ });
    expect(name).toHaveValue('Sara Ali');
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sara@example.com');
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+1 555 0100');
  });

  it('sends a signed-in visitor with type=paid straight to the packages', async () => {
    const courseId = '0b7f4c1e-7d2a-4d4b-9a51-2f1e3c4d5e6f';
    renderAt(
      <Routes>
        <Route path="/intake-form" element={<IntakeFormPage />} />
        <Route path="/packages" element={<Where />} />
      </Routes>,
      `/intake-form?type=paid&courseId=${courseId}`,
    );
    expect(await screen.findByText(`at /packages?courseId=${courseId}`)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { StudentsPage } from '../components/students-page';
import { learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const students = [
  // A child on their mother's account.
  learnerProfile({
    id: 'c1',
    accountId: 'acc-1',
    holderName: 'Amina Yusuf',
    fullName: 'Yusuf Ahmed',
    email: 'amina@example.com',
  }),
  // An adult learning alone.
  learnerProfile({ id: 's1', fullName: 'Sara Ali', email: 'sara@example.com' }),
  // The holder's name written another way is still the holder.
  learnerProfile({ id: 's2', holderName: 'maryam  siddiqui', fullName: 'Maryam Siddiqui' }),
];

describe('the students list', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('names the parent under a child, and nobody under an adult learning alone', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/students': () => json({ items: students, nextCursor: null }),
      }),
    );
    renderAt(<StudentsPage />, '/admin/students');
    const table = await screen.findByRole('table', { name: 'Students' });
    const [, child, adult, holder] = within(table).getAllByRole('row') as HTMLElement[];

    expect(within(child!).getByRole('link', { name: 'Yusuf Ahmed' })).toHaveAttribute('href', '/admin/students/c1');
    expect(within(child!).getByText('Parent: Amina Yusuf')).toBeVisible();
    expect(child).toHaveTextContent('amina@example.com');
    expect(adult).not.toHaveTextContent(/Parent:/);
    expect(holder).not.toHaveTextContent(/Parent:/);
    // The search says it finds a child by the parent too.
    expect(screen.getByRole('searchbox', { name: /name or email.*parent/ })).toBeInTheDocument();
  });
});

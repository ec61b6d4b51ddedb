import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** `npm run simulate:booking` against the running local stack, as a person runs it beside `npm start`. */
function simulate(args: string[]): string {
  return execFileSync('npx', ['tsx', 'infra/local/simulate-booking.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, SITE: test.info().project.use.baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
  });
}

test('simulate:booking shows the 24-hour rule following a lesson moved late', async ({ request }) => {
  test.setTimeout(120_000);
  const admin = { email: `admin-${unique()}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, admin);
  const adminToken = await idToken(request, admin.email, admin.password);
  const email = `simulated-${unique()}@example.com`;
  const token = await signUpVerified(request, { fullName: 'Zainab Idris', email, password: 'salaam123' });
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const packages = (await (await request.get('/api/packages')).json()) as { items: { id: string; name: string }[] };
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageId: packages.items.find((p) => p.name === 'Starter')!.id, courseId: course.id },
  });
  expect(asked.status()).toBe(201);
  const approve = await request.post(`/api/admin/package-requests/${(await asked.json()).id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approve.status()).toBe(200);

  const soon = new Date(Date.now() + 2 * 3_600_000);
  soon.setUTCSeconds(0, 0);
  const nextWeek = new Date(Date.now() + 7 * 24 * 3_600_000);
  nextWeek.setUTCSeconds(0, 0);
  const base = ['--email', email, '--course', course.id];
  const booked = simulate([...base, '--at', soon.toISOString()]);
  expect(booked).toContain('processed: booked');
  const moved = simulate([...base, '--at', soon.toISOString(), '--reschedule-to', nextWeek.toISOString()]);
  expect(moved).toContain('Moved less than 24 hours before the lesson: its session now counts as used');
  expect(moved).toContain('processed: rescheduled');
  const canceled = simulate([...base, '--at', nextWeek.toISOString(), '--cancel']);
  expect(canceled).toContain('processed: canceled_kept');
  console.log([booked, moved, canceled].join('\n'));
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  // Starter holds 4: the lesson moved late used one, and its cancellation a week ahead gave nothing back.
  expect(dashboard.counters.sessionsRemaining).toBe(3);
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createPoolUser, signUpVerified } from './local-cognito';

/** A new admin account made straight in the local pool, signed in through the admin login page. */
export async function signInAsAdmin(page: Page, request: APIRequestContext, group: 'admin' | 'super_admin' = 'admin') {
  const account = {
    email: `${group}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'admin-pass-123',
    group,
  };
  await createPoolUser(request, account);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return account;
}

/** A trial lead, as the public intake form sends it; its e-mail is made from the name. */
export async function newLead(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/leads', {
    data: {
      fullName: name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      ageGroup: 'teen',
      level: 'intermediate',
      goals: ['Exam Prep'],
      why: 'Preparing for the GCSE Arabic exam next summer.',
      schedule: ['Weekday Evenings'],
      consent: true,
    },
  });
  expect(answer.status()).toBe(201);
}

/** A student signed up through the API with a pending Starter request for `courseTitle`. */
export async function studentWithRequest(request: APIRequestContext, courseTitle: string) {
  const email = `student-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const token = await signUpVerified(request, { fullName: 'Omar Farooq', email, password: 'salaam123' });
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === courseTitle)!;
  const packages = (await (await request.get('/api/packages')).json()) as { items: { id: string; name: string }[] };
  const pkg = packages.items.find((p) => p.name === 'Starter')!;
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageId: pkg.id, courseId: course.id },
  });
  expect(asked.status()).toBe(201);
  return { email, token, userId: (await asked.json()).studentId as string, courseId: course.id };
}

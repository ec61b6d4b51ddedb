import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { APP_SCRIPT_TYPE, type ScriptFile } from '@app/shared/site/page-html';
import { FRESH_SECONDS, type CatalogueSource } from '@app/shared/site/catalogue-source';
import {
  answerSitePage,
  CERTIFICATE_NOT_FOUND_PATH,
  COURSE_NOT_FOUND_PATH,
  PAGE_CACHE_CONTROL,
  sitePageOf,
} from '../src/core/site/site-pages';
import { keepPageScripts } from '../src/lib/page-scripts';
import type { RenderPath } from '../src/lib/page-renderer';
import { useGateway, userWithGroup } from './support/gateway';
import { signUpStudent } from './support/student-fixtures';

/**
 * The page function's rules against the real table: which paths it answers, the catalogue and
 * course pages as they are now (published, edited, unpublished, deleted), 404 for anything
 * else under /courses, the sitemap, the scripts kept and the page without React. React Router's
 * rendering itself (the frontend's server build, which exists only after `npm run build`) is
 * exercised by the journeys; here a page is rendered as the routes' loaders would read it, from
 * the load context's catalogue, into a document with React Router's kinds of inline script.
 */
const render: RenderPath = async (pathname, context: AppLoadContext) => {
  const catalogue = (context as { catalogue: CatalogueSource }).catalogue;
  const course = /^\/courses\/(.+)$/.exec(pathname);
  const certificate = /^\/certificates\/(.+)$/.exec(pathname);
  const found = certificate ? await catalogue.certificate(certificate[1]!) : null;
  const body = certificate
    ? `<h1>${found ? `${found.studentName}: ${found.status}` : 'Certificate not found'}</h1>`
    : course
      ? `<h1>${(await catalogue.course(course[1]!))?.title ?? 'Course Not Found'}</h1>`
      : pathname === '/courses'
        ? `<ul>${(await catalogue.publishedCourses()).items.map((item) => `<li>${item.title}</li>`).join('')}</ul>`
        : `<p>${(await catalogue.publicTutors()).items.length} tutors</p>`;
  return {
    status: 200,
    html:
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/></head><body>${body}` +
      `<script>window.__reactRouterContext = ${JSON.stringify({ url: pathname })};</script>` +
      `<script type="module" async="">import "/assets/root.js";</script></body></html>`,
  };
};

const manifest = {
  enhancerUrl: '/assets/enhance-test.js',
  siteUrl: 'https://school.test',
  sitemapPages: ['/', '/courses'],
};

const course = {
  title: 'Quran Memorisation Circle',
  shortDescription: 'Memorise with a tutor who listens to every verse.',
  description: 'Weekly memorisation and revision with a tutor, at your own pace.',
  level: 'intermediate',
  category: 'Quranic Arabic',
  whatYouWillLearn: ['Memorisation plan'],
  whoIsThisFor: 'Anyone who reads the Quran.',
  coverPhoto: '/images/courses/quran-tajweed.svg',
  isPublished: true,
  modules: [{ title: 'Juz Amma', description: 'The last part' }],
};

describe('the page function: pages of the school’s data, as they are now', () => {
  const call = useGateway();
  let admin: string;
  let scriptsDir: string;
  const kept: ScriptFile[] = [];
  const keepScripts = async (scripts: ScriptFile[]) => {
    kept.push(...scripts);
    await keepPageScripts(scripts);
  };
  const answer = (pathname: string) => answerSitePage(sitePageOf(pathname)!, { render, manifest, keepScripts });
  /** Pages asked of a renderer of their own (no answer kept from other tests), counting renders of `path`. */
  const countingRendersOf = (path: string) => {
    let renders = 0;
    const counting: RenderPath = (pathname, context) => {
      if (pathname === path) renders += 1;
      return render(pathname, context);
    };
    return {
      ask: (pathname: string) => answerSitePage(sitePageOf(pathname)!, { render: counting, manifest, keepScripts }),
      renders: () => renders,
    };
  };

  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    scriptsDir = mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    process.env.LOCAL_SITE_SCRIPTS_DIR = scriptsDir;
  });
  afterAll(() => rmSync(scriptsDir, { recursive: true, force: true }));

  it('answers only its own paths', () => {
    expect(sitePageOf('/courses')).toEqual({ kind: 'courses' });
    expect(sitePageOf('/courses/')).toEqual({ kind: 'courses' });
    expect(sitePageOf('/courses/abc-123')).toEqual({ kind: 'course', courseId: 'abc-123' });
    expect(sitePageOf('/about')).toEqual({ kind: 'about' });
    expect(sitePageOf('/sitemap.xml')).toEqual({ kind: 'sitemap' });
    expect(sitePageOf('/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF')).toEqual({
      kind: 'certificate',
      code: '7K3M-Q9XD-2HBT-8WZC-N4RF',
      path: '/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF',
    });
    // Any one segment is a code to check, decoded; anything deeper is none; the address as asked is kept.
    expect(sitePageOf('/certificates/7k3m%20q9xd/')).toEqual({
      kind: 'certificate',
      code: '7k3m q9xd',
      path: '/certificates/7k3m%20q9xd/',
    });
    expect(sitePageOf('/certificates/%E0%A4%A')).toMatchObject({ kind: 'certificate', code: '%E0%A4%A' });
    expect(sitePageOf('/certificates/')).toMatchObject({ kind: 'certificate', code: '' });
    expect(sitePageOf('/certificates/a/b')).toMatchObject({ kind: 'certificate', code: '' });
    // A certificate page's own scripts, served from here.
    expect(sitePageOf('/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF/page-AbCdEf012345.js')).toEqual({
      kind: 'certificate-script',
      code: '7K3M-Q9XD-2HBT-8WZC-N4RF',
      file: 'page-AbCdEf012345.js',
    });
    for (const other of [
      '/',
      '/contact',
      '/courses/a/b',
      '/courses/a.data',
      `/courses/${'x'.repeat(65)}`,
      '/admin',
      '/certificates',
    ]) {
      expect(sitePageOf(other), other).toBeNull();
    }
  });

  it('a course published, edited, unpublished and deleted is right on the next request', async () => {
    const created = await call('POST', '/api/admin/courses', { token: admin, body: course });
    expect(created.status).toBe(201);
    const id: string = created.body.id;

    const page = await answer(`/courses/${id}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(page.body).toContain('<h1>Quran Memorisation Circle</h1>');
    expect((await answer('/courses')).body).toContain('<li>Quran Memorisation Circle</li>');
    expect((await answer('/sitemap.xml')).body).toContain(`<loc>https://school.test/courses/${id}</loc>`);

    const edited = await call('PUT', `/api/admin/courses/${id}`, {
      token: admin,
      body: { ...course, title: 'Quran Memorisation Circle for Teens', version: created.body.version },
    });
    expect(edited.status).toBe(200);
    expect((await answer(`/courses/${id}`)).body).toContain('<h1>Quran Memorisation Circle for Teens</h1>');
    expect((await answer('/courses')).body).toContain('<li>Quran Memorisation Circle for Teens</li>');

    const unpublished = await call('PUT', `/api/admin/courses/${id}`, {
      token: admin,
      body: { ...course, isPublished: false, version: edited.body.version },
    });
    expect(unpublished.status).toBe(200);
    const gone = await answer(`/courses/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('<h1>Course Not Found</h1>');
    expect((await answer('/courses')).body).not.toContain('Quran Memorisation Circle');
    expect((await answer('/sitemap.xml')).body).not.toContain(id);

    expect((await call('DELETE', `/api/admin/courses/${id}`, { token: admin })).status).toBe(204);
    expect((await answer(`/courses/${id}`)).status).toBe(404);
    // Any id no course has gets the one Course Not Found page, each rendered afresh here (a
    // renderer of its own, so no answer is reused): the same scripts, nothing new written.
    const renderedAfresh = (pathname: string) =>
      answerSitePage(sitePageOf(pathname)!, {
        render: (path, context) => render(path, context),
        manifest,
        keepScripts,
      });
    const first = await renderedAfresh('/courses/no-such-course');
    const urls = kept.slice(-2).map((script) => script.url);
    const keptBefore = kept.length;
    const second = await renderedAfresh('/courses/made-up-by-a-stranger');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.body).toBe(first.body);
    expect(kept.length).toBe(keptBefore + 2);
    expect(kept.slice(-2).map((script) => script.url)).toEqual(urls);
  });

  it('renders the not-found page of made-up course addresses once a minute at most per container', async () => {
    const { ask, renders } = countingRendersOf(COURSE_NOT_FOUND_PATH);
    const [first, second] = [await ask('/courses/made-up-1'), await ask('/courses/made-up-2')];
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.body).toBe(first.body);
    expect(renders()).toBe(1);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + (FRESH_SECONDS + 1) * 1000);
    try {
      expect((await ask('/courses/made-up-3')).status).toBe(404);
      expect(renders()).toBe(2);
    } finally {
      later.mockRestore();
    }
  });

  it('a page ships without React: its scripts kept as files under /assets, inert in the page, the enhancer added', async () => {
    kept.length = 0;
    const page = await answer('/about');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<script defer src="/assets/enhance-test.js"></script></head>');
    expect(kept.map((script) => script.url)).toEqual([
      expect.stringMatching(/^\/assets\/p\/page-[\w-]{12}\.js$/),
      expect.stringMatching(/^\/assets\/p\/boot-[\w-]{12}\.js$/),
    ]);
    for (const script of kept) {
      expect(page.body).toContain(`<script type="${APP_SCRIPT_TYPE}"`);
      expect(page.body).toContain(`src="${script.url}"`);
      expect(readFileSync(path.join(scriptsDir, script.url), 'utf8')).toBe(script.code);
    }
    expect(kept[0]!.code).toContain('"url":"/about"');
  });

  it('a certificate’s page says what the API says, at the code as written; unknown codes share one page', async () => {
    const superAdmin = (await userWithGroup('super_admin')).token;
    const created = await call('POST', '/api/admin/courses', { token: admin, body: course });
    const student = await signUpStudent(call, { fullName: 'Maryam Idris' });
    const issued = await call('POST', `/api/admin/students/${student.userId}/certificates`, {
      token: admin,
      body: { courseId: created.body.id, withoutSessions: true },
    });
    expect(issued.status).toBe(201);
    const code: string = issued.body.code;

    kept.length = 0;
    const page = await answer(`/certificates/${code}`);
    expect(page).toMatchObject({ status: 200, cacheControl: PAGE_CACHE_CONTROL });
    expect(page.body).toContain('<h1>Maryam Idris: valid</h1>');
    expect(page.body).toContain(`<script defer src="${manifest.enhancerUrl}"></script></head>`);

    // Its scripts (the page's data names the student) are not stored for good under /assets: they
    // are named under the page's address and served from here, kept a minute like the page.
    expect(kept).toEqual([]);
    const scripts = [...page.body.matchAll(/src="(\/certificates\/[^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual([
      expect.stringMatching(new RegExp(`^/certificates/${code}/page-[\\w-]{12}\\.js$`)),
      expect.stringMatching(new RegExp(`^/certificates/${code}/boot-[\\w-]{12}\\.js$`)),
    ]);
    const data = await answer(scripts[0]!);
    expect(data).toMatchObject({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: PAGE_CACHE_CONTROL,
    });
    expect(data.body).toContain('__reactRouterContext');
    expect((await answer(`/certificates/${code}/page-AAAAAAAAAAAA.js`)).status).toBe(404);
    expect((await answer(`/certificates/AAAA-BBBB-CCCC-DDDD-EEEE/${scripts[0]!.split('/').at(-1)}`)).status).toBe(404);
    expect((await answer(scripts[0]!.replace(code, code.toLowerCase()))).status).toBe(404);

    // Asked another way (lower case, no dashes, O for 0, %-escapes, a trailing slash): sent to the
    // page at the code as written, never rendered under a second address.
    const typed = code.toLowerCase().replace(/-/g, '').replace(/0/g, 'o');
    const escaped = `%${code.charCodeAt(0).toString(16).toUpperCase()}${code.slice(1)}`;
    for (const asked of [typed, escaped, `${code}/`]) {
      expect(await answer(`/certificates/${asked}`), asked).toMatchObject({
        status: 301,
        location: `/certificates/${code}`,
      });
    }

    const revoked = await call('POST', `/api/admin/certificates/${code}/revoke`, {
      token: superAdmin,
      body: { reason: 'Issued to the wrong student' },
    });
    expect(revoked.status).toBe(200);
    const after = await answer(`/certificates/${code}`);
    expect(after.body).toContain('<h1>Maryam Idris: revoked</h1>');
    expect(after.body).not.toContain('Issued to the wrong student');

    // Unknown, of the wrong shape, or none: one "not found" page, rendered once for all of them.
    const { ask, renders } = countingRendersOf(CERTIFICATE_NOT_FOUND_PATH);
    const answers = [
      await ask('/certificates/AAAA-BBBB-CCCC-DDDD-EEEE'),
      await ask('/certificates/%3Cb%3Emade-up%3C%2Fb%3E'),
      await ask('/certificates/'),
    ];
    expect(answers.map((answered) => answered.status)).toEqual([404, 404, 404]);
    expect(answers[0]!.body).toContain('<h1>Certificate not found</h1>');
    expect(new Set(answers.map((answered) => answered.body)).size).toBe(1);
    expect(answers[1]!.body).not.toContain('made-up');
    expect(renders()).toBe(1);
    // Nothing of the address is in the scripts stored for that page either.
    expect(kept.filter((script) => script.code.includes('made-up'))).toEqual([]);
  });
});

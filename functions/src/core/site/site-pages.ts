import { certificatePath, type PublicCertificate } from '@app/shared/certificates/schemas';
import {
  externalizeScripts,
  scriptFileName,
  scriptUrl,
  withoutReact,
  type ScriptFile,
} from '@app/shared/site/page-html';
import type { PageManifest } from '@app/shared/site/page-manifest';
import {
  CATALOGUE_PAGE_SIZE,
  FRESH_SECONDS,
  PAGE_SCRIPTS_PREFIX,
  wholeCatalogue,
  type CatalogueSource,
} from '@app/shared/site/catalogue-source';
import { sitemapXml } from '@app/shared/site/sitemap';
import { noneIfNotFound } from '../../lib/errors';
import type { RenderPath } from '../../lib/page-renderer';
import * as Certificates from '../certificates/certificate-lookup';
import * as Courses from '../courses/courses';
import * as Tutors from '../tutors/tutor-accounts';

/**
 * The pages whose content is the school's data: the catalogue (/courses), each published course
 * (/courses/<id>), the About page's team, a certificate's verification page
 * (/certificates/<code>) and the sitemap. The page function renders them on
 * request from the table, so a course published, edited, unpublished or deleted shows as it is
 * now, with no rebuild; CloudFront keeps each answer for at most `FRESH_SECONDS`. Locally the
 * web server calls the same code.
 */
/** Shared caches may keep a page a minute; browsers ask again each time (the page is small). */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}`;

export type SitePage =
  | { kind: 'courses' }
  | { kind: 'course'; courseId: string }
  | { kind: 'about' }
  /** `path`: the address as asked (a code typed another way is sent to the code as written). */
  | { kind: 'certificate'; code: string; path: string }
  /** A script of a certificate's page (`/certificates/<code>/<file>`), served from here, never stored. */
  | { kind: 'certificate-script'; code: string; file: string }
  | { kind: 'sitemap' };

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The name of a script a certificate's page moves out (see `certificatePage`). */
const CERTIFICATE_SCRIPT = /^(?:page|boot)-[\w-]{12}\.js$/;

/**
 * Which of these pages a path is (a trailing slash allowed), or null. Anything under
 * /certificates/ is a certificate's page (what is not a code is answered "not found"), but for the
 * scripts of one.
 */
export function sitePageOf(pathname: string): SitePage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/courses') return { kind: 'courses' };
  if (path === '/about') return { kind: 'about' };
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  const script = /^\/certificates\/([^/]+)\/([^/]+)$/.exec(path);
  if (script && CERTIFICATE_SCRIPT.test(script[2]!)) {
    return { kind: 'certificate-script', code: script[1]!, file: script[2]! };
  }
  if (pathname.startsWith('/certificates/')) {
    const segments = path.slice('/certificates/'.length).split('/');
    return { kind: 'certificate', code: segments.length === 1 ? decodedSegment(segments[0]!) : '', path: pathname };
  }
  const course = /^\/courses\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  return course ? { kind: 'course', courseId: course[1]! } : null;
}

export interface PageAnswer {
  status: number;
  contentType: string;
  body: string;
  cacheControl: string;
  /** Where a redirect (301) sends the browser. */
  location?: string;
}

export interface SitePageDeps {
  render: RenderPath;
  manifest: PageManifest;
  /** Stores the scripts a rendered page moved out (lib/page-scripts.ts). */
  keepScripts(scripts: ScriptFile[]): Promise<void>;
}

const publishedCourse = (courseId: string) => noneIfNotFound(Courses.getPublished(courseId));
const publicCertificate = (code: string, consistent = false) => noneIfNotFound(Certificates.verify(code, consistent));

/** The catalogue read from the table, in the public API's answers. */
export const tableCatalogue: CatalogueSource = {
  publishedCourses: () => wholeCatalogue((cursor) => Courses.listPublished({ limit: CATALOGUE_PAGE_SIZE, cursor })),
  course: publishedCourse,
  publicTutors: async () => ({ items: await Tutors.publicTeam() }),
  certificate: publicCertificate,
};

async function publishedCourseIds(): Promise<string[]> {
  return (await tableCatalogue.publishedCourses()).items.map((course) => course.id);
}

/**
 * What an unknown or unpublished course id is rendered as: the course page's "Course Not Found",
 * answered 404. Always rendered for this one path, so that made-up addresses all get the same page
 * and the same scripts (nothing new is written for them).
 */
export const COURSE_NOT_FOUND_PATH = '/courses/__not-found';

/**
 * The same for a certificate code that no certificate has (or that cannot be one): one page,
 * "Certificate not found", which does not repeat the code asked for.
 */
export const CERTIFICATE_NOT_FOUND_PATH = '/certificates/__not-found';

/** The source a not-found page is rendered from: no course, no certificate. */
const nothingFound: CatalogueSource = { ...tableCatalogue, course: async () => null, certificate: async () => null };

/**
 * The not-found answers, kept per renderer (one per container) and path for `FRESH_SECONDS`:
 * made-up addresses, which CloudFront caches one by one, then cost one table read each (none for a
 * code of the wrong shape) instead of a render.
 */
type KeptAnswer = { until: number; answer: Promise<PageAnswer> };
const notFoundAnswers = new WeakMap<RenderPath, Map<string, KeptAnswer>>();

function notFoundPage(path: string, deps: SitePageDeps): Promise<PageAnswer> {
  const kept = notFoundAnswers.get(deps.render) ?? new Map<string, KeptAnswer>();
  notFoundAnswers.set(deps.render, kept);
  const entry = kept.get(path);
  if (entry && entry.until > Date.now()) return entry.answer;
  const answer = renderedPage(path, nothingFound, 404, deps);
  const fresh = { until: Date.now() + FRESH_SECONDS * 1000, answer };
  kept.set(path, fresh);
  // A failed render is not kept (unless a newer one replaced it): the next request tries again.
  answer.catch(() => {
    if (kept.get(path) === fresh) kept.delete(path);
  });
  return answer;
}

/**
 * A certificate's page. Its scripts (React Router's context and the page's data, which holds the
 * student's name) are not stored with the others under /assets, where a file is kept for good and
 * served for a year: they are named under the page's own address and served from here, like the
 * page, kept a minute at most. So a certificate revoked, or a name erased, leaves no copy behind.
 * The read is consistent: a certificate just issued is never cached as "not found".
 */
async function certificatePage(page: { code: string; path: string }, deps: SitePageDeps): Promise<PageAnswer> {
  const certificate = await publicCertificate(page.code, true);
  if (!certificate) return notFoundPage(CERTIFICATE_NOT_FOUND_PATH, deps);
  const path = certificatePath(certificate.code);
  // Asked another way (lower case, O for 0, %-escapes, a trailing slash): sent to the one address.
  if (page.path !== path) {
    return { status: 301, contentType: 'text/plain', body: '', cacheControl: PAGE_CACHE_CONTROL, location: path };
  }
  const { html } = await certificateDocument(certificate, deps);
  return htmlAnswer(html, 200, deps);
}

const NO_SUCH_SCRIPT: PageAnswer = {
  status: 404,
  contentType: 'text/plain; charset=utf-8',
  body: 'Not Found',
  cacheControl: PAGE_CACHE_CONTROL,
};

/** A script of a certificate's page: the page rendered again, and the script of that name in it. */
async function certificateScript(page: { code: string; file: string }, deps: SitePageDeps): Promise<PageAnswer> {
  const certificate = await publicCertificate(page.code, true);
  if (!certificate || certificate.code !== page.code) return NO_SUCH_SCRIPT;
  const { scripts } = await certificateDocument(certificate, deps);
  const script = scripts.find((candidate) => candidate.url === `${certificatePath(certificate.code)}/${page.file}`);
  if (!script) return NO_SUCH_SCRIPT;
  return {
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body: script.code,
    cacheControl: PAGE_CACHE_CONTROL,
  };
}

function certificateDocument(certificate: PublicCertificate, deps: SitePageDeps) {
  const path = certificatePath(certificate.code);
  const source: CatalogueSource = {
    ...tableCatalogue,
    certificate: async (asked) => (asked === certificate.code ? certificate : null),
  };
  return renderedDocument(path, source, deps, (kind, code) => `${path}/${scriptFileName(kind, code)}`);
}

export async function answerSitePage(page: SitePage, deps: SitePageDeps): Promise<PageAnswer> {
  if (page.kind === 'sitemap') {
    const courses = (await publishedCourseIds()).map((id) => `/courses/${id}`);
    return {
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: sitemapXml(deps.manifest.siteUrl, [...deps.manifest.sitemapPages, ...courses]),
      cacheControl: PAGE_CACHE_CONTROL,
    };
  }
  if (page.kind === 'certificate') return certificatePage(page, deps);
  if (page.kind === 'certificate-script') return certificateScript(page, deps);
  if (page.kind !== 'course')
    return renderedPage(page.kind === 'courses' ? '/courses' : '/about', tableCatalogue, 200, deps);
  const course = await publishedCourse(page.courseId);
  if (!course) return notFoundPage(COURSE_NOT_FOUND_PATH, deps);
  const catalogue: CatalogueSource = { ...tableCatalogue, course: async (id) => (id === course.id ? course : null) };
  return renderedPage(`/courses/${course.id}`, catalogue, 200, deps);
}

/** `pathname` rendered with `catalogue`, its inline scripts moved to files named by `nameScript`. */
async function renderedDocument(
  pathname: string,
  catalogue: CatalogueSource,
  deps: SitePageDeps,
  nameScript: (kind: 'boot' | 'page', code: string) => string,
): Promise<{ html: string; scripts: ScriptFile[] }> {
  const rendered = await deps.render(pathname, { catalogue });
  if (rendered.status !== 200) throw new Error(`Rendering ${pathname} answered ${rendered.status}`);
  return externalizeScripts(rendered.html, nameScript);
}

/** The page as served: React's scripts made inert, the enhancement script added. */
function htmlAnswer(html: string, status: number, deps: SitePageDeps): PageAnswer {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: withoutReact(html, deps.manifest.enhancerUrl),
    cacheControl: PAGE_CACHE_CONTROL,
  };
}

/** `pathname` rendered with `catalogue`, its scripts kept under /assets, React's scripts made inert. */
async function renderedPage(
  pathname: string,
  catalogue: CatalogueSource,
  status: number,
  deps: SitePageDeps,
): Promise<PageAnswer> {
  const { html, scripts } = await renderedDocument(pathname, catalogue, deps, (kind, code) =>
    scriptUrl(`${PAGE_SCRIPTS_PREFIX}${kind}`, code),
  );
  await deps.keepScripts(scripts);
  return htmlAnswer(html, status, deps);
}

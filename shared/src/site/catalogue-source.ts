import type { ResponseOf } from '../http/contract';
import { everyItem } from '../http/every-item';

/**
 * Where the public pages' data comes from when they are rendered on the server: at build time
 * over HTTP from an API (PRERENDER_API), and in the page function straight from the table. The
 * answers are the public API's own, so a page looks the same whichever way it was rendered.
 */
export interface CatalogueSource {
  /**
   * Every published course, in the shape `GET /api/courses` answers (one page holding them all,
   * read page by page of `CATALOGUE_PAGE_SIZE`): the catalogue page lists, and filters, them all.
   */
  publishedCourses(): Promise<ResponseOf<'GET /api/courses'>>;
  /** A published course, or null when there is none by that id. */
  course(courseId: string): Promise<ResponseOf<'GET /api/courses/{courseId}'> | null>;
  /** The tutors the About page introduces. */
  publicTutors(): Promise<ResponseOf<'GET /api/tutors'>>;
  /**
   * The public side of a certificate, by its code as written on it, or null when none has that
   * code (the verification page; never prerendered at build time, one page per code).
   */
  certificate(code: string): Promise<ResponseOf<'GET /api/certificates/{code}'> | null>;
}

/** The page size the catalogue is read in (`GET /api/courses?limit=`), page after page. */
export const CATALOGUE_PAGE_SIZE = 100;

/**
 * How long CloudFront may keep a page of the school's data (the catalogue, a course page, About,
 * a certificate's verification page, the sitemap): a change (a revoked certificate too) shows
 * within this many seconds.
 */
export const FRESH_SECONDS = 60;

/** Under /assets, the folder of the scripts the page function writes: the only place it may write. */
export const PAGE_SCRIPTS_PREFIX = 'p/';

/**
 * The paths CloudFront sends to the page function (its path patterns); the function answers the
 * pages among them (functions/src/core/site/site-pages.ts `sitePageOf`, a trailing slash allowed)
 * and 404 to anything else. `/about/` is its own pattern: without it, the address with a slash
 * would reach the bucket's copy of the page from the last build.
 */
export const PAGE_FUNCTION_PATHS = [
  '/courses',
  '/courses/*',
  '/about',
  '/about/',
  '/certificates/*',
  '/sitemap.xml',
] as const;

/**
 * Every published course, read `CATALOGUE_PAGE_SIZE` at a time through `pageAfter` (the API, or the
 * table), as one page with no cursor.
 */
export async function wholeCatalogue(
  pageAfter: (cursor: string | undefined) => Promise<ResponseOf<'GET /api/courses'>>,
): Promise<ResponseOf<'GET /api/courses'>> {
  return { items: await everyItem(pageAfter), nextCursor: null };
}

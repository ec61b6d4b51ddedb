/**
 * Lighthouse 12 with its default config (mobile emulation, simulated throttling) against a page
 * of a running site, in Debian's Chromium (part of `npm run bench`, see bench.ts). Each run gets a
 * fresh browser, so no run warms the next one's caches.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** Audits under 100 % in accessibility, best practices and SEO (what keeps them from 100), with what they found. */
  failing: string[];
  /** The LCP element and the time of each LCP phase, as Lighthouse saw them. */
  lcpElement: string;
  /** Lighthouse's own warnings and a run error, if any. */
  warnings: string[];
}

/** One Lighthouse run of `url` in a browser of its own; `track` gets the browser's kill so Ctrl-C can end it. */
export async function lighthouseRun(
  url: string,
  track: (kill: () => Promise<void>) => () => void,
  /**
   * 'simulate' (the mobile preset's default) estimates the metrics from the page's dependency
   * graph; 'devtools' throttles the real browser the same way and reports what it observed.
   */
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseRun> {
  // handleSIGINT off: chrome-launcher's own handler would exit the process before the bench has cleaned up.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const untrack = track(async () => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      // A metric Lighthouse could not compute makes the run useless for a median: it counts as failed.
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new Error(`no ${id}: ${lhr.audits[id]?.errorMessage ?? 'not computed'}`);
      }
      return value;
    };
    const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}${findings(lhr.audits[ref.id]?.details)}`),
    );
    const warnings = lhr.runWarnings.map(String);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      warnings,
    };
  } finally {
    untrack();
    await chrome.kill();
  }
}

/** The median of each figure over the runs (each figure on its own), and every failing audit seen. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const median = (pick: (run: LighthouseRun) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    seo: median((run) => run.seo),
    lcp: median((run) => run.lcp),
    tbt: median((run) => run.tbt),
    cls: median((run) => run.cls),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    lcpElement: runs[0]?.lcpElement ?? '',
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

// Audit details are loosely typed tables and lists; only a few known fields are read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Details = any;

/** What an audit found, briefly: the first items of its table (console errors, issue types, failing nodes). */
function findings(details: Details): string {
  const items: Record<string, unknown>[] = Array.isArray(details?.items) ? details.items : [];
  const texts = items
    .map((item) => {
      const node = item.node as { nodeLabel?: string; snippet?: string } | undefined;
      const text = item.description ?? item.issueType ?? node?.nodeLabel ?? node?.snippet ?? item.url;
      return typeof text === 'string' ? text.replace(/\s+/g, ' ').slice(0, 120) : null;
    })
    .filter(Boolean);
  if (!texts.length) return '';
  return ` (${[...new Set(texts)].slice(0, 3).join(' | ')}${texts.length > 3 ? ` | ${texts.length - 3} more` : ''})`;
}

/** "<element> (TTFB 0.6 s, load delay …)" from the largest-contentful-paint-element audit. */
function lcpElementOf(details: Details): string {
  const tables: Details[] = Array.isArray(details?.items) ? details.items : [];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? []) as { phase?: string; timing?: number }[];
  const element = (node?.snippet ?? node?.nodeLabel ?? 'unknown').replace(/\s+/g, ' ').slice(0, 100);
  const timing = phases
    .filter((phase) => typeof phase.timing === 'number')
    .map((phase) => `${phase.phase} ${Math.round(phase.timing!)} ms`)
    .join(', ');
  return timing ? `${element} (${timing})` : element;
}

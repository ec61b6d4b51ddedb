import { env } from './env';

/**
 * Business and health counters, published as CloudWatch embedded metric format (EMF): at the end of
 * an invocation, one JSON line on stdout that CloudWatch Logs turns into metrics (no API call, no
 * permission, nothing to wait for). Written by hand rather than with @aws-lambda-powertools/metrics:
 * the format is one small object, and Powertools' Metrics weighed ~11 kB more per bundle on top of
 * its Logger (docs/operations.md, "Bundle sizes").
 *
 *   countMetric('BookingsMade');        // anywhere during an invocation
 *   flushMetrics();                     // once at its end (the HTTP wrapper and the jobs do)
 *
 * Every metric is a Count in namespace `TutoringSchool` with one dimension, `service`: the stack's
 * name in AWS (POWERTOOLS_SERVICE_NAME, set on every function by infra/lib/constructs/alarms.ts),
 * so two deployments in one account keep their metrics and alarms apart. Nothing here throws into
 * the caller: a metric that cannot be counted or published is dropped.
 */
export const METRICS_NAMESPACE = 'TutoringSchool';

/** The dimension every metric carries. */
export const METRICS_DIMENSION = 'service';

/** Every metric there is, and what one count means (docs/operations.md has the same list). */
export const METRIC_NAMES = [
  /** A booking took a session from a student's balance. */
  'BookingsMade',
  /** A booking matched no student or no session left: kept for the team. */
  'BookingsUnmatched',
  /** A refund request was approved. */
  'RefundsApproved',
  /** A mail was handed to SES. */
  'MailsSent',
  /** SES refused a mail (it may be retried). */
  'MailsFailed',
  /** A mail was given up on and kept for the team to resend (Back office → Mail problems). */
  'MailsDeadLettered',
  /** An address bounced for good: the school no longer mails it. */
  'MailsBounced',
  /** Someone marked a school mail as spam: the school no longer mails that address. */
  'MailsComplained',
  /** The lesson-reminder job ran (once per run, whatever it found). */
  'ReminderRuns',
  /** The credit-expiry job completed a run (once per run, whatever it found). */
  'CreditExpiryRuns',
  /** Sessions that expired unused (their purchase's validity ended). */
  'SessionsExpired',
  /** Expiry reminder mails queued (one per student, 7 days before). */
  'ExpiryRemindersQueued',
  /** A lesson reminder was mailed. */
  'RemindersSent',
  /** A lesson reminder could not be sent this run (a later run retries it). */
  'RemindersFailed',
  /** A lesson reminder was given up on after its retries, or because its lesson started after failed sends. */
  'RemindersGivenUp',
  /** A lesson reminder was dropped unsent because its lesson had started (the job did not run in time). */
  'RemindersExpired',
  /** An API request answered 500. */
  'ServerErrors',
  /** A webhook delivery came with a missing or wrong signature. */
  'WebhookSignatureFailures',
  /** A webhook delivery was kept for the team to review. */
  'WebhookNeedsReview',
  /** A booking arrived with no session to pay for it and was cancelled at the scheduling service. */
  'BookingsCanceledBeyondBalance',
  /** A call to the scheduling service (cancel a meeting, mark a no-show) was made. */
  'ProviderCommandsDone',
  /** A call to the scheduling service was given up on after its retries (Back office → Scheduling). */
  'ProviderCommandsFailed',
  /** The calendar reconciliation job completed a run (once per run, whatever it found). */
  'ReconciliationRuns',
  /** A booking or cancellation the webhook never delivered, applied by reconciliation. */
  'BookingsReconciled',
  /** The scheduling service's webhook subscription was found disabled or missing (once per run while it is). */
  'WebhookSubscriptionDown',
  /** The page function could not render a page (the catalogue, a course, About, a certificate, the sitemap): 503. */
  'PageRenderFailures',
] as const;

export type MetricName = (typeof METRIC_NAMES)[number];

const known = new Set<string>(METRIC_NAMES);

/** The `service` dimension's value: the stack's name in AWS, `local` elsewhere. */
export function metricsService(): string {
  // Set by the stack on every function (not application configuration, hence not in env.ts).
  return process.env.POWERTOOLS_SERVICE_NAME?.trim() || 'local';
}

/** Where a published EMF line goes; tests set their own with setMetricsSink(). */
export type MetricsSink = (line: string) => void;

/**
 * In AWS straight to stdout, so the line reaches CloudWatch as pure JSON (through console.log the
 * runtime would put its "time requestId INFO" prefix in front, and CloudWatch would not read it as
 * EMF). Elsewhere (`npm start`, tests) printed only at LOG_LEVEL=debug: nothing reads it there.
 */
const defaultSink: MetricsSink = (line) => {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) process.stdout.write(`${line}\n`);
  else if (env.logLevel().toLowerCase() === 'debug') console.log(line);
};

let sink: MetricsSink = defaultSink;

/** Sends published lines to `capture` (tests); without an argument, back to the default. */
export function setMetricsSink(capture?: MetricsSink): void {
  sink = capture ?? defaultSink;
}

/**
 * What was counted since the last flush. Counts are summed per name; in one process running
 * several invocations at once (the local gateway) the first flush publishes them all, which keeps
 * every total right.
 */
const counts = new Map<MetricName, number>();

/** Adds `value` (default 1; 0 records a zero) to a counter; published by flushMetrics(). */
export function countMetric(name: MetricName, value = 1): void {
  try {
    if (!known.has(name) || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return;
    counts.set(name, (counts.get(name) ?? 0) + value);
  } catch {
    // Metrics must never break the caller.
  }
}

/** The EMF document for the given counts. */
export function emfDocument(values: ReadonlyMap<MetricName, number>, timestamp = Date.now()): Record<string, unknown> {
  const names = [...values.keys()];
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[METRICS_DIMENSION]],
          Metrics: names.map((name) => ({ Name: name, Unit: 'Count' })),
        },
      ],
    },
    [METRICS_DIMENSION]: metricsService(),
    ...Object.fromEntries(values),
  };
}

/**
 * Publishes what was counted in this invocation as one EMF line, and forgets it. Does nothing when
 * nothing was counted. Never throws.
 */
export function flushMetrics(): void {
  if (counts.size === 0) return;
  const values = new Map(counts);
  counts.clear();
  try {
    sink(JSON.stringify(emfDocument(values)));
  } catch {
    // A metric that cannot be published is dropped.
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from './env';
import {
  countMetric,
  flushMetrics,
  METRIC_NAMES,
  METRICS_NAMESPACE,
  setMetricsSink,
  type MetricName,
  type MetricsSink,
} from './metrics';

/** The EMF documents published through the sink, parsed. */
function capture() {
  const documents: Record<string, any>[] = [];
  setMetricsSink((line) => void documents.push(JSON.parse(line)));
  return documents;
}

describe('metrics', () => {
  beforeEach(() => flushMetrics());
  afterEach(() => {
    setMetricsSink();
    delete process.env.POWERTOOLS_SERVICE_NAME;
    vi.restoreAllMocks();
  });

  it('publishes nothing when nothing was counted', () => {
    const documents = capture();
    flushMetrics();
    flushMetrics();
    expect(documents).toEqual([]);
  });

  it('publishes what an invocation counted as one EMF document, summed per name, then forgets it', () => {
    process.env.POWERTOOLS_SERVICE_NAME = 'TutoringPlatform';
    const documents = capture();
    const before = Date.now();
    countMetric('BookingsMade');
    countMetric('MailsSent', 2);
    countMetric('BookingsMade');
    countMetric('MailsFailed', 0);
    flushMetrics();
    flushMetrics();
    expect(documents).toHaveLength(1);
    const [document] = documents;
    expect(document).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: 'TutoringSchool',
            Dimensions: [['service']],
            Metrics: [
              { Name: 'BookingsMade', Unit: 'Count' },
              { Name: 'MailsSent', Unit: 'Count' },
              { Name: 'MailsFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      service: 'TutoringPlatform',
      BookingsMade: 2,
      MailsSent: 2,
      MailsFailed: 0,
    });
    expect(document!._aws.Timestamp).toBeGreaterThanOrEqual(before);
    expect(METRICS_NAMESPACE).toBe('TutoringSchool');
  });

  it('uses service "local" outside AWS', () => {
    const documents = capture();
    countMetric('ServerErrors');
    flushMetrics();
    expect(documents[0]!.service).toBe('local');
  });

  it('knows exactly the twenty-six metric names', () => {
    expect([...METRIC_NAMES].sort()).toEqual(
      [
        'BookingsMade',
        'BookingsUnmatched',
        'RefundsApproved',
        'MailsSent',
        'MailsFailed',
        'MailsDeadLettered',
        'MailsBounced',
        'MailsComplained',
        'ReminderRuns',
        'CreditExpiryRuns',
        'SessionsExpired',
        'ExpiryRemindersQueued',
        'RemindersSent',
        'RemindersFailed',
        'RemindersGivenUp',
        'RemindersExpired',
        'ServerErrors',
        'WebhookSignatureFailures',
        'WebhookNeedsReview',
        'BookingsCanceledBeyondBalance',
        'ProviderCommandsDone',
        'ProviderCommandsFailed',
        'ReconciliationRuns',
        'BookingsReconciled',
        'WebhookSubscriptionDown',
        'PageRenderFailures',
      ].sort(),
    );
  });

  it('never throws into the caller: bad values and names are dropped, a failing sink loses only the metrics', () => {
    const documents = capture();
    expect(() => countMetric('NotAMetric' as MetricName)).not.toThrow();
    expect(() => countMetric('BookingsMade', Number.NaN)).not.toThrow();
    expect(() => countMetric('BookingsMade', -1)).not.toThrow();
    expect(() => countMetric('BookingsMade', Infinity)).not.toThrow();
    expect(() => countMetric('BookingsMade', '2' as unknown as number)).not.toThrow();
    flushMetrics();
    expect(documents).toEqual([]);

    const broken: MetricsSink = () => {
      throw new Error('stdout closed');
    };
    setMetricsSink(broken);
    countMetric('RefundsApproved');
    expect(() => flushMetrics()).not.toThrow();
    const after = capture();
    flushMetrics();
    expect(after).toEqual([]);
  });

  it('in AWS Lambda writes the document as one pure JSON line straight to stdout', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'fn';
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const viaConsole = vi.spyOn(console, 'log');
    try {
      countMetric('WebhookSignatureFailures');
      flushMetrics();
    } finally {
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    }
    vi.restoreAllMocks();
    expect(viaConsole).not.toHaveBeenCalled();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\{"_aws":.*\}\n$/);
    expect(JSON.parse(written[0]!).WebhookSignatureFailures).toBe(1);
  });

  it('outside AWS prints the document only at LOG_LEVEL=debug', () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      process.env.LOG_LEVEL = 'info';
      resetEnvCache();
      countMetric('MailsSent');
      flushMetrics();
      expect(printed).not.toHaveBeenCalled();
      process.env.LOG_LEVEL = 'debug';
      resetEnvCache();
      countMetric('MailsSent');
      flushMetrics();
      expect(printed).toHaveBeenCalledTimes(1);
      expect(JSON.parse(printed.mock.calls[0]![0] as string).MailsSent).toBe(1);
    } finally {
      process.env.LOG_LEVEL = 'warn';
      resetEnvCache();
    }
  });
});

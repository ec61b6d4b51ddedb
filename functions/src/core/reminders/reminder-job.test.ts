import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../../lib/env';
import { countMetric, setMetricsSink } from '../../lib/metrics';
import { sendDueReminders } from './send-due-reminders';
import { runReminderJob } from './reminder-job';

vi.mock('./send-due-reminders', () => ({ sendDueReminders: vi.fn() }));

/**
 * The scheduled reminder function's invocation: its log lines carry the job, and each run publishes its metrics
 * (the run itself, with DynamoDB and SES, is under test in functions/test/lesson-reminders.test.ts).
 */
describe('the reminder job', () => {
  const documents: Record<string, any>[] = [];
  const lines: Record<string, any>[] = [];
  const context = { awsRequestId: 'aws-run-1', functionName: 'TutoringPlatform-Reminders' } as Context;
  const quietRun = { due: 0, sent: 0, skipped: 0, failed: 0, givenUp: 0, expired: 0, errors: 0, stoppedEarly: false };
  beforeEach(() => {
    documents.length = 0;
    lines.length = 0;
    setMetricsSink((line) => void documents.push(JSON.parse(line)));
    process.env.LOG_LEVEL = 'info';
    resetEnvCache();
    const capture = (line: string) => void lines.push(JSON.parse(line));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
  });
  afterEach(() => {
    setMetricsSink();
    process.env.LOG_LEVEL = 'warn';
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it('counts one completed run with what it sent and failed, and logs it with the job and Lambda request', async () => {
    vi.mocked(sendDueReminders).mockImplementation(async () => {
      countMetric('RemindersSent');
      countMetric('RemindersSent');
      countMetric('RemindersFailed');
      return { due: 3, sent: 2, skipped: 0, failed: 1, givenUp: 0, expired: 0, errors: 0, stoppedEarly: false };
    });
    await runReminderJob(context);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ ReminderRuns: 1, RemindersSent: 2, RemindersFailed: 1 });
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'lesson reminders',
        job: 'send-due-reminders',
        awsRequestId: 'aws-run-1',
        functionName: 'TutoringPlatform-Reminders',
        sent: 2,
        failed: 1,
      }),
    ]);
  });

  it('publishes zeros for a quiet run, so the graphs show it', async () => {
    vi.mocked(sendDueReminders).mockResolvedValue(quietRun);
    await runReminderJob();
    expect(documents).toEqual([expect.objectContaining({ ReminderRuns: 1, RemindersSent: 0, RemindersFailed: 0 })]);
    expect(documents[0]).toMatchObject({ RemindersGivenUp: 0, RemindersExpired: 0 });
    expect(lines).toEqual([]);
  });

  it('gives the run what is left of the Lambda’s time, and logs a run that stopped early', async () => {
    let remaining = 0;
    vi.mocked(sendDueReminders).mockImplementation(async (_now, options) => {
      remaining = options?.remainingMs?.() ?? -1;
      return { ...quietRun, stoppedEarly: true };
    });
    await runReminderJob({ ...context, getRemainingTimeInMillis: () => 42_000 } as Context);
    expect(remaining).toBe(42_000);
    expect(lines).toEqual([expect.objectContaining({ message: 'lesson reminders', stoppedEarly: true })]);
  });

  it('does not count a run that fails: logs it with the job, publishes what was counted, and fails', async () => {
    vi.mocked(sendDueReminders).mockImplementation(async () => {
      countMetric('RemindersSent');
      throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
    });
    await expect(runReminderJob(context)).rejects.toThrow('Throughput exceeded');
    expect(documents).toHaveLength(1);
    expect(documents[0]!.ReminderRuns).toBeUndefined();
    expect(documents[0]!.RemindersSent).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'lesson reminder run failed',
        job: 'send-due-reminders',
        awsRequestId: 'aws-run-1',
        errorName: 'ProvisionedThroughputExceededException',
      }),
    ]);
  });
});

import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from './env';
import { beginJobLog, beginRequestLog, endJobLog, endRequestLog, errorFields, log } from './logger';

const lambdaContext = (awsRequestId: string) =>
  ({ awsRequestId, functionName: 'TutoringPlatform-ApiMeGetMe', invokedFunctionArn: 'arn', memoryLimitInMB: '512' }) as
    Context | undefined;

/** Every line written through console.log and console.error, parsed, with the stream it went to. */
function captureConsole() {
  const lines: { stream: 'out' | 'err'; entry: Record<string, any> }[] = [];
  vi.spyOn(console, 'log').mockImplementation(
    (line: string) => void lines.push({ stream: 'out', entry: JSON.parse(line) }),
  );
  vi.spyOn(console, 'error').mockImplementation(
    (line: string) => void lines.push({ stream: 'err', entry: JSON.parse(line) }),
  );
  return lines;
}

function setLogLevel(level: string | undefined) {
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  resetEnvCache();
}

describe('log', () => {
  beforeEach(() => setLogLevel('debug'));
  afterEach(() => {
    endRequestLog();
    vi.restoreAllMocks();
    setLogLevel('warn');
  });

  it('writes one JSON line per entry: level, message, time, then the fields; warnings and errors on stderr', () => {
    const lines = captureConsole();
    log('info', 'request', { requestId: 'r-1', status: 200, durationMs: 12 });
    log('warn', 'throttled by an AWS service', { requestId: 'r-2' });
    log('error', 'request failed', { requestId: 'r-3', ...errorFields(new Error('boom')) });
    log('debug', 'details');
    expect(lines.map((line) => line.stream)).toEqual(['out', 'err', 'err', 'out']);
    expect(Object.keys(lines[0]!.entry)).toEqual(['level', 'message', 'time', 'requestId', 'status', 'durationMs']);
    expect(lines[0]!.entry).toMatchObject({ level: 'info', message: 'request', requestId: 'r-1', status: 200 });
    expect(new Date(lines[0]!.entry.time).toISOString()).toBe(lines[0]!.entry.time);
    expect(lines[1]!.entry.level).toBe('warn');
    expect(lines[2]!.entry).toMatchObject({ level: 'error', errorName: 'Error', errorMessage: 'boom' });
    expect(lines[2]!.entry.stack).toContain('logger.test.ts');
    expect(lines[3]!.entry).toMatchObject({ level: 'debug', message: 'details' });
  });

  it('honours LOG_LEVEL, read at each call (default info, any case)', () => {
    const lines = captureConsole();
    setLogLevel('warn');
    log('info', 'hidden');
    log('warn', 'shown at warn');
    setLogLevel('ERROR');
    log('warn', 'hidden');
    log('error', 'shown at error');
    setLogLevel(undefined);
    log('debug', 'hidden');
    log('info', 'shown by default');
    setLogLevel('nonsense');
    log('debug', 'hidden');
    log('info', 'shown when the level is unknown');
    expect(lines.map((line) => line.entry.message)).toEqual([
      'shown at warn',
      'shown at error',
      'shown by default',
      'shown when the level is unknown',
    ]);
  });

  it('never throws, whatever the fields hold', () => {
    const lines = captureConsole();
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(() => log('info', 'odd fields', { circular, big: 10n, error: new TypeError('bad') })).not.toThrow();
    expect(lines[0]!.entry).toMatchObject({ circular: { name: 'loop' }, big: '10', error: { name: 'TypeError' } });
    vi.mocked(console.log).mockImplementation(() => {
      throw new Error('stdout closed');
    });
    expect(() => log('info', 'lost')).not.toThrow();
  });
});

describe('errorFields', () => {
  it('gives an error’s name, message and stack, and nothing else it carries', () => {
    const error = Object.assign(new RangeError('too far'), { password: 'hunter2' });
    expect(errorFields(error)).toEqual({ errorName: 'RangeError', errorMessage: 'too far', stack: error.stack });
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});

describe('per-invocation context', () => {
  beforeEach(() => setLogLevel('debug'));
  afterEach(() => {
    endRequestLog();
    vi.restoreAllMocks();
    setLogLevel('warn');
  });

  it('puts the request id, route key, role and the Lambda request on every line until endRequestLog()', () => {
    const lines = captureConsole();
    beginRequestLog({
      lambdaContext: lambdaContext('aws-1'),
      requestId: 'api-1',
      route: 'GET /api/me',
      role: 'student',
      userId: 'sub-1',
    });
    log('info', 'request', { status: 200 });
    log('error', 'request failed', { errorName: 'Error' });
    endRequestLog();
    log('info', 'between invocations');
    const [first, second, after] = lines.map((line) => line.entry);
    expect(first).toEqual({
      level: 'info',
      message: 'request',
      time: expect.any(String),
      awsRequestId: 'aws-1',
      functionName: 'TutoringPlatform-ApiMeGetMe',
      coldStart: false, // only true in an on-demand Lambda execution environment
      requestId: 'api-1',
      routeKey: 'GET /api/me',
      role: 'student',
      userId: 'sub-1',
      status: 200,
    });
    expect(second).toMatchObject({ level: 'error', requestId: 'api-1', routeKey: 'GET /api/me', role: 'student' });
    expect(Object.keys(after!)).toEqual(['level', 'message', 'time']);
  });

  it('lets the context win over a field of the same name, keeping the field as field_<name>', () => {
    const lines = captureConsole();
    beginRequestLog({ requestId: 'api-3', route: 'POST /api/admin/package-requests/{id}/approve', role: 'admin' });
    log('info', 'request', { requestId: 'api-3', status: 200 });
    log('error', 'e-mail failed; the change is kept', { requestId: 'package-request-9' });
    expect(lines[0]!.entry).not.toHaveProperty('field_requestId');
    expect(lines[1]!.entry).toMatchObject({ requestId: 'api-3', field_requestId: 'package-request-9' });
  });

  it('without a Lambda context (locally, in tests), carries the API request only', () => {
    const lines = captureConsole();
    beginRequestLog({ requestId: 'api-2', route: 'POST /api/leads', role: 'visitor' });
    log('info', 'request');
    expect(lines[0]!.entry).toEqual({
      level: 'info',
      message: 'request',
      time: expect.any(String),
      requestId: 'api-2',
      routeKey: 'POST /api/leads',
      role: 'visitor',
    });
  });

  it('keeps concurrent invocations apart (the local gateway runs many in one process)', async () => {
    const lines = captureConsole();
    const invocation = async (id: string, delayMs: number) => {
      beginRequestLog({ requestId: id, route: `GET /api/${id}`, role: 'admin' });
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        log('info', 'request', { id });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        log('info', 'request done', { id });
      } finally {
        endRequestLog();
      }
    };
    await Promise.all([invocation('a', 15), invocation('b', 5), invocation('c', 10)]);
    log('info', 'after them all');
    expect(lines).toHaveLength(7);
    for (const { entry } of lines.slice(0, 6)) {
      expect(entry.requestId).toBe(entry.id);
      expect(entry.routeKey).toBe(`GET /api/${entry.id}`);
    }
    expect(lines[6]!.entry.requestId).toBeUndefined();
  });

  it('puts the job name on a scheduled job’s lines until endJobLog()', () => {
    const lines = captureConsole();
    beginJobLog({ lambdaContext: lambdaContext('aws-job'), job: 'send-due-reminders' });
    log('info', 'lesson reminders', { sent: 2 });
    endJobLog();
    log('info', 'after');
    expect(lines[0]!.entry).toMatchObject({
      job: 'send-due-reminders',
      awsRequestId: 'aws-job',
      functionName: 'TutoringPlatform-ApiMeGetMe',
      sent: 2,
    });
    expect(lines[0]!.entry.requestId).toBeUndefined();
    expect(lines[1]!.entry.job).toBeUndefined();
  });
});

describe('in AWS Lambda', () => {
  const lambdaEnv = { AWS_LAMBDA_FUNCTION_NAME: 'fn', AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand', LOG_LEVEL: 'info' };
  beforeEach(() => {
    Object.assign(process.env, lambdaEnv);
    resetEnvCache();
    vi.resetModules();
  });
  afterEach(() => {
    for (const name of Object.keys(lambdaEnv)) delete process.env[name];
    setLogLevel('warn');
    vi.restoreAllMocks();
  });

  it('writes pure JSON lines straight to stdout and stderr, and marks the first invocation a cold start', async () => {
    const fresh = await import('./logger');
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
    const viaConsole = vi.spyOn(console, 'log');
    for (const id of ['first', 'second']) {
      fresh.beginRequestLog({ lambdaContext: lambdaContext(id), requestId: id, route: 'GET /api/me', role: 'student' });
      fresh.log('info', 'request', { status: 200 });
      fresh.log('error', 'request failed');
      fresh.endRequestLog();
    }
    vi.restoreAllMocks();
    expect(viaConsole).not.toHaveBeenCalled();
    expect(out).toHaveLength(2);
    expect(err).toHaveLength(2);
    for (const chunk of [...out, ...err]) expect(chunk).toMatch(/^\{.*\}\n$/);
    const requests = out.map((chunk) => JSON.parse(chunk));
    expect(requests.map((entry) => [entry.awsRequestId, entry.coldStart])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';
import { LogFormatter, LogItem, Logger, LogLevelThreshold } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { env } from './env';

/**
 * Structured JSON logs, one line per entry, as CloudWatch Logs Insights likes them, on AWS Lambda
 * Powertools' Logger. Every line is
 *
 *   {"level":"info","message":"request","time":"2026-…Z", <invocation context>, <fields>}
 *
 * where the invocation context is what beginRequestLog() / beginJobLog() set for the invocation
 * under way: the API request id, route key and caller role (or the job's name), and in AWS the
 * Lambda request id, function name and whether this is a cold start. What may go in `fields`: ids,
 * names, counts, statuses and error names and messages; never a password, token, signature,
 * request body or personal detail (functions/test/logs.test.ts searches every line for them).
 * Fields that are undefined, null or '' are left out; errors, bigints and cycles are serialized
 * safely (Powertools' JSON replacer), and logging never throws into the caller.
 *
 * `LOG_LEVEL` (debug, info, warn, error; default info) is read at each call, so tests and the local
 * gateway can change it between runs. Were Lambda's own log-level control turned on (JSON log
 * format, AWS_LAMBDA_LOG_LEVEL), a line would have to pass both, as Powertools does.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';

const threshold: Record<Level, number> = {
  debug: LogLevelThreshold.DEBUG,
  info: LogLevelThreshold.INFO,
  warn: LogLevelThreshold.WARN,
  error: LogLevelThreshold.ERROR,
};

/** What beginRequestLog() puts on every line of an API invocation. */
export interface RequestLogContext {
  /** The Lambda invocation's context (the handler's second argument); absent locally and in tests. */
  lambdaContext?: Context;
  /** API Gateway's request id (`requestContext.requestId`), the id a 500 answer shows the caller. */
  requestId: string;
  /** The route key, e.g. `POST /api/admin/courses` (logged as `routeKey`). */
  route: string;
  /** The caller's role: `visitor` without a token, else `student`, `admin` or `super_admin`. */
  role: string;
  /** The caller's Cognito user id (`sub`), an opaque id, when signed in. */
  userId?: string;
}

/** What beginJobLog() puts on every line of a scheduled job's invocation. */
export interface JobLogContext {
  lambdaContext?: Context;
  /** The job's name, e.g. `send-due-reminders`. */
  job: string;
}

/**
 * The invocation under way. Kept in an AsyncLocalStorage so that concurrent invocations in one
 * process (the local gateway, the integration tests) each log their own context. The holder is
 * mutable so that endRequestLog() also empties it for code that captured it (e.g. the caller of a
 * handler, whose async context beginRequestLog() entered).
 */
interface Invocation {
  fields: Record<string, unknown> | undefined;
}
const invocation = new AsyncLocalStorage<Invocation>();

/** Lambda sets these in every function; locally and in tests they are unset. */
const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/** Our line layout: level, message, time, then the invocation's context, then the fields. */
class LineFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const { context, fields, ...rest } = additional as {
      context?: Record<string, unknown>;
      fields?: Record<string, unknown>;
    };
    const line: Record<string, unknown> = {
      level: attributes.logLevel.toLowerCase(),
      message: attributes.message,
      time: attributes.timestamp.toISOString(),
      ...context,
      // Anything Powertools adds by itself (e.g. its own warnings' extra input).
      ...rest,
    };
    for (const [key, value] of Object.entries(fields ?? {})) {
      // The invocation's context wins: a field of the same name (a package request's `requestId`)
      // is kept as `field_<name>`, so that a search by the API request id finds every line.
      if (context && key in context && context[key] !== value) line[`field_${key}`] = value;
      else line[key] = value;
    }
    return new LogItem({ attributes: line });
  }
}

class SchoolLogger extends Logger {
  /** Powertools' cold-start flag: true on the first call in an on-demand execution environment. */
  isFirstInvocation(): boolean {
    return this.getColdStart();
  }

  /**
   * In AWS, Powertools prints with a Console of its own on stdout/stderr, so each line reaches
   * CloudWatch as pure JSON (not behind the runtime's "time requestId LEVEL" prefix). Elsewhere the
   * global console is used (warn and error on stderr, as before), where tests capture it.
   */
  protected override printLog(logLevel: number, item: LogItem): void {
    if (inLambda()) {
      super.printLog(logLevel, item);
      return;
    }
    item.prepareForPrint();
    const line = JSON.stringify(item.getAttributes(), this.getJsonReplacer());
    if (logLevel >= LogLevelThreshold.WARN) console.error(line);
    else console.log(line);
  }
}

const logger = new SchoolLogger({ logFormatter: new LineFormatter(), logLevel: 'DEBUG' });
let appliedLevel: Level | undefined;

function configuredLevel(): Level {
  const level = env.logLevel().toLowerCase();
  return level in threshold ? (level as Level) : 'info';
}

/** Writes one line, if `level` is at or above LOG_LEVEL. Never throws. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  try {
    const wanted = configuredLevel();
    if (wanted !== appliedLevel) {
      logger.setLogLevel(wanted.toUpperCase() as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR');
      appliedLevel = wanted;
    }
    if (threshold[level] < threshold[wanted]) return;
    const extra = { context: invocation.getStore()?.fields, fields };
    if (level === 'debug') logger.debug(message, extra);
    else if (level === 'info') logger.info(message, extra);
    else if (level === 'warn') logger.warn(message, extra);
    else logger.error(message, extra);
  } catch {
    // A log line must never break the operation that writes it.
  }
}

/** An error as log fields: its name, message and stack (never its other properties). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}

function lambdaFields(context: Context | undefined): Record<string, unknown> {
  if (!context) return {};
  return {
    awsRequestId: context.awsRequestId,
    functionName: context.functionName,
    coldStart: logger.isFirstInvocation(),
  };
}

/** A new holder each time: an invocation still running elsewhere keeps its own. */
function begin(fields: Record<string, unknown>): void {
  invocation.enterWith({ fields });
}

/**
 * From now until endRequestLog(), every line this invocation writes carries `requestId`,
 * `routeKey`, `role` (and `userId` when given), and with a Lambda context `awsRequestId`,
 * `functionName` and `coldStart`. Call it first thing in the handler.
 */
export function beginRequestLog(context: RequestLogContext): void {
  try {
    begin({
      ...lambdaFields(context.lambdaContext),
      requestId: context.requestId,
      routeKey: context.route,
      role: context.role,
      ...(context.userId ? { userId: context.userId } : {}),
    });
  } catch {
    // Logging must never break the request.
  }
}

/** Ends what beginRequestLog() began: later lines carry no invocation context. */
export function endRequestLog(): void {
  const current = invocation.getStore();
  if (current) current.fields = undefined;
}

/**
 * From now until endJobLog(), every line carries `job`, and with a Lambda context `awsRequestId`,
 * `functionName` and `coldStart`.
 */
export function beginJobLog(context: JobLogContext): void {
  try {
    begin({ ...lambdaFields(context.lambdaContext), job: context.job });
  } catch {
    // Logging must never break the job.
  }
}

/** Ends what beginJobLog() began. */
export const endJobLog = endRequestLog;

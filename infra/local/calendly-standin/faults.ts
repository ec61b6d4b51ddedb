import type { Fault, StandInContext } from './context';
import { ApiError, errorForStatus } from './http-io';

/** A 429 asked for without `retryAfter` tells the client to wait this long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The error the next queued fault for `path` asks for (and one fewer of it left), or null when no
 * fault is queued for it. Faults are taken in the order they were asked for.
 */
export function takeFault(context: StandInContext, path: string): ApiError | null {
  const fault = context.faults.find((queued) => queued.times > 0 && path.startsWith(queued.path));
  if (!fault) return null;
  fault.times -= 1;
  if (fault.times <= 0) context.faults.splice(context.faults.indexOf(fault), 1);
  return errorForStatus(fault.status, fault.retryAfter);
}

/** A fault as asked for by the control, or what is wrong with the request. */
export function parseFault(body: Record<string, unknown>): Fault | string {
  const { status, times, retryAfter, path } = body;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    return 'status must be an HTTP error status (400 to 599)';
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return 'times must be a positive integer';
  if (retryAfter !== undefined && (typeof retryAfter !== 'number' || !Number.isInteger(retryAfter) || retryAfter < 0)) {
    return 'retryAfter must be a whole number of seconds';
  }
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) return 'path must start with /';
  return { status, times, retryAfter: retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS, path: path ?? '/' };
}

import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Structured JSON logs, one line per entry, as CloudWatch Logs Insights likes them. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = order[(env.logLevel() as Level) in order ? (env.logLevel() as Level) : 'info'];
  if (order[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}

/** 'N session' or 'N sessions': plural 's' unless exactly 1. */
export function sessionCount(count: number): string {
  return `${count} session${count === 1 ? '' : 's'}`;
}

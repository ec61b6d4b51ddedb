/** 'N session' or 'N sessions': the spec's plural rule ('s' unless exactly 1). */
export function sessionCount(count: number): string {
  return `${count} session${count === 1 ? '' : 's'}`;
}

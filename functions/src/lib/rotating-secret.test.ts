import { describe, expect, it } from 'vitest';
import { rotatingSecret } from './rotating-secret';

const same = (given: string | undefined, expected: string) => given === expected;

/** A secret store whose values the test changes, counting its reads. */
function store(initial: { current: string; previous?: string }) {
  const state = { ...initial, reads: 0 };
  const read = async (stage: 'AWSCURRENT' | 'AWSPREVIOUS') => {
    state.reads += 1;
    return stage === 'AWSCURRENT' ? state.current : (state.previous ?? null);
  };
  return { state, read };
}

describe('a rotating secret', () => {
  it('accepts the current and the previous value, and nothing else', async () => {
    const { read } = store({ current: 'new', previous: 'old' });
    const secret = rotatingSecret(read, { ttlMs: 300_000, minRefreshMs: 30_000 });
    expect(await secret.accepts('new', same)).toBe(true);
    expect(await secret.accepts('old', same)).toBe(true);
    expect(await secret.accepts('forged', same)).toBe(false);
    expect(await secret.accepts(undefined, same)).toBe(false);
  });

  it('after a rotation, takes the new value without waiting for its cache to expire', async () => {
    let clock = 0;
    const { state, read } = store({ current: 'one' });
    const secret = rotatingSecret(read, { ttlMs: 300_000, minRefreshMs: 30_000, now: () => clock });
    expect(await secret.accepts('one', same)).toBe(true);
    // Rotated: CloudFront now sends "two"; this container still holds "one".
    Object.assign(state, { current: 'two', previous: 'one' });
    clock += 31_000;
    expect(await secret.accepts('two', same)).toBe(true);
    // The old value still passes until the next rotation (requests already on their way).
    expect(await secret.accepts('one', same)).toBe(true);
  });

  it('reads the store at most once per refresh interval, however many forged values arrive', async () => {
    let clock = 0;
    const { state, read } = store({ current: 'real' });
    const secret = rotatingSecret(read, { ttlMs: 300_000, minRefreshMs: 30_000, now: () => clock });
    await secret.accepts('real', same);
    const afterFirst = state.reads;
    for (let index = 0; index < 50; index += 1) expect(await secret.accepts(`forged-${index}`, same)).toBe(false);
    expect(state.reads).toBe(afterFirst);
    clock += 30_001;
    await secret.accepts('forged-again', same);
    expect(state.reads).toBe(afterFirst + 2);
  });

  it('tries the store again after a failed read', async () => {
    let fail = true;
    const secret = rotatingSecret(
      async () => {
        if (fail) throw new Error('throttled');
        return 'value';
      },
      { ttlMs: 300_000, minRefreshMs: 30_000 },
    );
    await expect(secret.accepts('value', same)).rejects.toThrow('throttled');
    fail = false;
    expect(await secret.accepts('value', same)).toBe(true);
  });
});

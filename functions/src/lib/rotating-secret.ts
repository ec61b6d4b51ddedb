/**
 * A secret that can be rotated while requests keep coming: the values accepted are the current one
 * and the previous one (Secrets Manager's AWSCURRENT and AWSPREVIOUS stages), read at most every
 * `ttlMs`, and read again at once (but not more than every `minRefreshMs`, so forged requests
 * cannot make every call read the secret) when a value matches neither, for the minutes after a
 * rotation while this container still holds the old pair.
 */
export interface RotatingSecret {
  /** Whether `given` is the current or the previous value. */
  accepts(given: string | undefined, same: (given: string | undefined, expected: string) => boolean): Promise<boolean>;
}

export function rotatingSecret(
  read: (stage: 'AWSCURRENT' | 'AWSPREVIOUS') => Promise<string | null>,
  options: { ttlMs: number; minRefreshMs: number; now?: () => number },
): RotatingSecret {
  const now = options.now ?? Date.now;
  let cached: { values: Promise<string[]>; readAt: number } | undefined;

  function load(): Promise<string[]> {
    const values = Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS').catch(() => null)]).then(
      ([current, previous]) => {
        if (!current) throw new Error('The secret has no current value');
        return previous && previous !== current ? [current, previous] : [current];
      },
    );
    cached = { values, readAt: now() };
    // A failed read is not kept: the next request tries again.
    values.catch(() => {
      cached = undefined;
    });
    return values;
  }

  return {
    async accepts(given, same) {
      const fresh = cached && now() - cached.readAt < options.ttlMs ? cached.values : load();
      if ((await fresh).some((value) => same(given, value))) return true;
      if (!cached || now() - cached.readAt < options.minRefreshMs) return false;
      return (await load()).some((value) => same(given, value));
    },
  };
}

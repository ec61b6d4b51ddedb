/**
 * Route keys (`METHOD /path` with `{name}` for each path parameter) at run time: what the browser's
 * API client and the server's route table need of a key, without loading the contract's schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The method and the path template of a route key. */
export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** The path of a route key with its parameters filled in (each one URI-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

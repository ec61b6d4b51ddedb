import { describe, expect, it } from 'vitest';
import { BadRequestError, ValidationError } from './errors';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestingExceeds, readJson } from './json-body';

const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('readJson', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more, before parsing`, () => {
    expect(readJson(nested(MAX_JSON_DEPTH))).toEqual(expect.any(Object));
    expect(() => readJson(nested(MAX_JSON_DEPTH + 1))).toThrow(new BadRequestError(JSON_TOO_DEEP_MESSAGE));
    // 30,000 levels would overflow a recursive walk: refused on the way in.
    expect(() => readJson(nested(30_000))).toThrow(JSON_TOO_DEEP_MESSAGE);
  });

  it('counts brackets inside strings as text, escaped quotes included', () => {
    expect(nestingExceeds(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestingExceeds(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestingExceeds('{"a":[[1]]}', 2)).toBe(true);
  });

  it('names the first text that is not valid Unicode, in objects and arrays', () => {
    const attempt = (text: string) => {
      try {
        readJson(text);
        return null;
      } catch (error) {
        return error instanceof ValidationError ? error.fields : error;
      }
    };
    expect(attempt('{"name":"ok","modules":[{"title":"ok"},{"title":"\\ud800"}]}')).toEqual({
      'modules.1.title': 'Text must be valid Unicode',
    });
    expect(attempt('{"a":{"\\udc00":1}}')).toEqual({ 'a._': 'Text must be valid Unicode' });
    expect(attempt('{"a":"😀 fine"}')).toBeNull();
  });

  it('refuses what is not a JSON object with a clear message', () => {
    expect(() => readJson('')).toThrow('Request body must be JSON');
    expect(() => readJson('{"a":')).toThrow('Request body must be valid JSON');
    expect(() => readJson('[]')).toThrow('Request body must be a JSON object');
  });
});

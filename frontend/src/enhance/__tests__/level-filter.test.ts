import { afterEach, describe, expect, it } from 'vitest';
import { enhanceLevelFilter, searchWithLevel } from '../level-filter';

function setUp(search: string) {
  window.history.replaceState(null, '', `/courses${search}`);
  document.body.innerHTML = `
    <div data-level-filter>
      <fieldset>
        <legend>Filter by level</legend>
        ${['all', 'beginner', 'intermediate', 'advanced']
          .map(
            (level) =>
              `<label><input type="radio" name="level" value="${level}" ${level === 'all' ? 'checked' : ''}> ${level}</label>`,
          )
          .join('')}
      </fieldset>
    </div>`;
  return (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
}

describe('enhanceLevelFilter', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('checks the level the address names', () => {
    const radio = setUp('?level=intermediate');
    enhanceLevelFilter(document);
    expect(radio('intermediate').checked).toBe(true);
    expect(radio('all').checked).toBe(false);
  });

  it('keeps All for an address without a level, or with one it does not know', () => {
    let radio = setUp('');
    enhanceLevelFilter(document);
    expect(radio('all').checked).toBe(true);
    radio = setUp('?level=expert');
    enhanceLevelFilter(document);
    expect(radio('all').checked).toBe(true);
  });

  it('puts each choice in the address, replacing it, and All takes it off', () => {
    const radio = setUp('?utm_source=mail#list');
    const before = window.history.length;
    enhanceLevelFilter(document);
    radio('advanced').click();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/courses?utm_source=mail&level=advanced#list',
    );
    radio('all').click();
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.history.length).toBe(before);
  });
});

describe('searchWithLevel', () => {
  it('sets, replaces and removes the level', () => {
    expect(searchWithLevel('', 'beginner')).toBe('?level=beginner');
    expect(searchWithLevel('?level=beginner', 'advanced')).toBe('?level=advanced');
    expect(searchWithLevel('?level=beginner', 'all')).toBe('');
    expect(searchWithLevel('?a=1&level=beginner', 'all')).toBe('?a=1');
  });
});

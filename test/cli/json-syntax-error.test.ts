import { describe, expect, test } from 'vitest';
import { findJsonSyntaxError, lineAndColumn } from '../../cli/load/json-syntax-error';

function locate(text: string) {
  const error = findJsonSyntaxError(text);
  expect(() => JSON.parse(text)).toThrow();
  return error && { ...lineAndColumn(text, error.offset), reason: error.reason };
}

describe('malformed JSON is located by line and column with a reason', () => {
  test.each([
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', { line: 3, column: 3, reason: `expected ',' or '}' after property value, got '"'` }],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', { line: 2, column: 9, reason: "trailing comma before '}'" }],
    ['a trailing comma in a list', '{"a": [1, 2,]}', { line: 1, column: 12, reason: "trailing comma before ']'" }],
    ['a comment', '{\n  // note\n  "a": 1\n}', { line: 2, column: 3, reason: 'comments are not allowed in JSON' }],
    ['a single-quoted name', "{'a': 1}", { line: 1, column: 2, reason: `expected a property name in double quotes, got '''` }],
    ['an unquoted name', '{a: 1}', { line: 1, column: 2, reason: `expected a property name in double quotes, got 'a'` }],
    ['a missing colon', '{"a" 1}', { line: 1, column: 6, reason: `expected ':' after property name, got '1'` }],
    ['a misspelt literal', '{"a": tru}', { line: 1, column: 7, reason: `expected a value, got 'tru'` }],
    ['an unterminated string', '{"a": "abc\n}', { line: 1, column: 7, reason: 'unterminated string' }],
    ['a bad escape', '{"a": "\\q"}', { line: 1, column: 8, reason: 'invalid escape in string' }],
    ['a tab inside a string', '{"a": "x\ty"}', { line: 1, column: 9, reason: 'control character in string' }],
    ['text after the value', '{"a": 1}}', { line: 1, column: 9, reason: `unexpected '}' after the JSON value` }],
    ['an empty file', '', { line: 1, column: 1, reason: 'expected a value, got the end of the file' }],
    ['a cut-off file', '{"a": [1,', { line: 1, column: 10, reason: 'expected a value, got the end of the file' }],
    ['a leading zero', '{"a": 01}', { line: 1, column: 8, reason: `expected ',' or '}' after property value, got '1'` }],
  ])('%s', (_name, text, expected) => {
    expect(locate(text)).toEqual(expected);
  });

  test('valid JSON has no syntax error', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"], "b": {}}';
    expect(JSON.parse(text)).toBeTruthy();
    expect(findJsonSyntaxError(text)).toBeUndefined();
  });
});

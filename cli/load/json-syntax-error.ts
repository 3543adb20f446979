/**
 * Finds where and why a JSON text is malformed. JSON.parse does the parsing; this only runs after
 * it failed, because its messages differ between Node versions and some carry no position at all.
 */
export interface JsonSyntaxError {
  /** Offset into the text (UTF-16 code units). */
  offset: number;
  reason: string;
}

class Failure {
  constructor(readonly offset: number, readonly reason: string) {}
}

function describe(text: string, at: number): string {
  if (at >= text.length) return 'the end of the file';
  const word = /^[\w.+-]+/.exec(text.slice(at, at + 20))?.[0];
  return `'${word ?? text[at]}'`;
}

/**
 * Where and why `text` is not JSON. One piece: a small recursive-descent reader whose parts
 * (values, strings, numbers, objects, arrays) share one cursor, `i`.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw new Failure(at, reason);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    if (text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) fail('comments are not allowed in JSON');
  };
  const expectAfter = (closing: string, what: string) => {
    skipSpace();
    if (text[i] === ',') {
      const comma = i++;
      skipSpace();
      if (text[i] === closing) fail(`trailing comma before '${closing}'`, comma);
      return true;
    }
    if (text[i] === closing) {
      i++;
      return false;
    }
    return fail(`expected ',' or '${closing}' after ${what}, got ${describe(text, i)}`);
  };
  const string = () => {
    const start = i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c === '\n' || c === '\r') fail('unterminated string', start);
      if (c === '"') return void i++;
      if (c! < ' ') fail('control character in string');
      if (c === '\\') {
        const escape = text[i + 1] ?? '';
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape) i += 2;
        else fail('invalid escape in string');
      } else i++;
    }
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') return void i++;
      do {
        skipSpace();
        if (text[i] !== '"') fail(`expected a property name in double quotes, got ${describe(text, i)}`);
        string();
        skipSpace();
        if (text[i] !== ':') fail(`expected ':' after property name, got ${describe(text, i)}`);
        i++;
        value();
      } while (expectAfter('}', 'property value'));
      return;
    }
    if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') return void i++;
      do value();
      while (expectAfter(']', 'array item'));
      return;
    }
    if (c === '"') return string();
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number) return void (i += number[0].length);
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i) && !/\w/.test(text[i + literal.length] ?? '')) return void (i += literal.length);
    }
    fail(`expected a value, got ${describe(text, i)}`);
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail(`unexpected ${describe(text, i)} after the JSON value`);
    return undefined;
  } catch (error) {
    if (error instanceof Failure) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}

/** 1-based line and column of an offset, as editors count them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

import { describe, expect, test } from 'vitest';
import { escapeHtml, inlineScript, inlineStyle, jsonForScript } from '../../cli/render/escape';

describe('escapeHtml (text and quoted attributes)', () => {
  test('markup characters and both quotes become entities', () => {
    expect(escapeHtml(`<b title="x" class='y'>Rock & Roll</b>`)).toBe(
      '&lt;b title=&quot;x&quot; class=&#39;y&#39;&gt;Rock &amp; Roll&lt;/b&gt;',
    );
  });

  test('a closing tag in any letter case cannot survive', () => {
    expect(escapeHtml('</TITLE></script>')).not.toMatch(/<\//);
  });

  test('U+2028 and U+2029 become character references', () => {
    expect(escapeHtml('a\u2028b\u2029c')).toBe('a&#x2028;b&#x2029;c');
  });
});

describe('jsonForScript (inlined config)', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    upper: '</SCRIPT >',
    comment: '<!-- x -->',
    separators: 'a\u2028b\u2029c',
    amp: 'Q&A',
  };

  test('parses back to exactly the original value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });

  test('contains no <, >, & or raw line/paragraph separators', () => {
    expect(jsonForScript(hostile)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('inlineScript (station custom JS)', () => {
  test('</script in any letter case is broken up, the rest kept byte for byte', () => {
    expect(inlineScript('var a = "</script>"; var b = "</ScRiPt>";')).toBe('var a = "<\\/script>"; var b = "<\\/ScRiPt>";');
  });

  test('<!-- is rewritten so the parser never enters its escaped state', () => {
    expect(inlineScript('var c = "<!--";')).toBe('var c = "\\x3C!--";');
  });

  test('the rewritten code still means the same', () => {
    const js = 'globalThis.out = ["</script>", "</SCRIPT", "<!--", /<\\/script>/.source]';
    const scope = { out: [] as string[] };
    new Function('globalThis', inlineScript(js))(scope);
    expect(scope.out).toEqual(['</script>', '</SCRIPT', '<!--', '<\\/script>']);
  });

  test('code without those sequences is untouched', () => {
    const js = 'if (a < b && c > d) { console.log(`x\u2028y`); }';
    expect(inlineScript(js)).toBe(js);
  });
});

describe('inlineStyle (station custom CSS)', () => {
  test('</style in any letter case becomes the CSS escape \\3c, the rest kept', () => {
    expect(inlineStyle('a{content:"</STYLE>"} b{color:red}</style>')).toBe('a{content:"\\3c /STYLE>"} b{color:red}\\3c /style>');
  });

  test('<!-- is neutralised too', () => {
    expect(inlineStyle('/* <!-- */ a{}')).toBe('/* \\3c !-- */ a{}');
  });

  test('ordinary CSS is untouched', () => {
    const css = '.a > .b{background:url("x.png")}@media (min-width:1px){.c{color:#fff}}';
    expect(inlineStyle(css)).toBe(css);
  });
});

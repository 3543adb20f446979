import { describe, expect, it } from 'vitest';
import { parseIcecastStatus } from './icecast-status';

const head = '{"icestats":{"admin":"icemaster@localhost","host":"127.0.0.1","server_id":"Icecast 2.4.4",';
const source = (mount: string, listeners: number, title?: string) =>
  `{"genre":"various","listener_peak":${listeners},"listeners":${listeners},` +
  `"listenurl":"http://127.0.0.1:8000${mount}","server_type":"audio/mpeg",` +
  (title === undefined ? '' : `"title":"${title}",`) +
  '"dummy":null}';

describe('reading Icecast 2.4 status-json.xsl', () => {
  it('reads a lone source, which Icecast writes as an object', () => {
    const text = `${head}"source":${source('/live.mp3', 2, 'A - B')}}}`;
    expect(parseIcecastStatus(text)).toEqual([{ mount: '/live.mp3', listeners: 2, title: 'A - B' }]);
  });

  it('reads several sources, and none when nothing is live', () => {
    const text = `${head}"source":[${source('/live.mp3', 1)},${source('/live.aac', 3)}]}}`;
    expect(parseIcecastStatus(text)).toEqual([
      { mount: '/live.mp3', listeners: 1 },
      { mount: '/live.aac', listeners: 3 },
    ]);
    expect(parseIcecastStatus(`${head}"dummy":null}}`)).toEqual([]);
  });

  it('still reads listeners when an unescaped title breaks the JSON (Icecast before 2.4.4)', () => {
    const text = `${head}"source":[${source('/live.mp3', 4, 'Say "hi" {now}')},${source('/live.aac', 0, 'x')}]}}`;
    expect(() => JSON.parse(text)).toThrow();
    expect(parseIcecastStatus(text)).toEqual([
      { mount: '/live.mp3', listeners: 4, title: 'Say "hi" {now}' },
      { mount: '/live.aac', listeners: 0, title: 'x' },
    ]);
  });
});

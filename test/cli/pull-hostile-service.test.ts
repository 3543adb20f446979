// `pull` against a station service that misbehaves (issue 15 §10), over real HTTP on loopback: a
// body far bigger than any station is cut off, a body that never finishes is a timeout (not "not
// JSON"), a base URL with a query is refused, and a password in it is sent as Basic authorization
// and never printed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { fetchStationData, MAX_BODY_BYTES, stationServiceUrl } from '../../cli/pull/fetch-station-data';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { makeProject } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let server: Listening | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = await listenOnLoopback(createServer(handler));
  return server.url;
}

describe('pull against a hostile station service', () => {
  test(`a body that grows past ${MAX_BODY_BYTES / 1024 / 1024} MB is cut off, not held in memory`, async () => {
    let sent = 0;
    const base = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        // Up to 200 MB, unless the client goes away first.
        while (sent < 200 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      response.write('{"data":');
      more();
    });
    const result = await fetchStationData(stationServiceUrl(base, 42), 42);
    expect(result).toMatchObject({ ok: false, problem: { code: 'BODY_TOO_LARGE' } });
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  test('a body that never finishes is reported as a timeout, not as "not JSON"', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data": {"data": ');
    });
    const result = await fetchStationData(stationServiceUrl(base, 42), 42, { timeoutMs: 500 });
    expect(result).toMatchObject({ ok: false, problem: { code: 'FETCH_TIMEOUT', message: 'no complete answer within 0.5 s' } });
  });

  test('a password in --from is sent as Basic authorization and masked in every message', async () => {
    const seen: (string | undefined)[] = [];
    const base = await serve((request, response) => {
      seen.push(request.headers.authorization);
      response.writeHead(request.url?.includes('uid=42') ? 200 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { data: stationJson(42) } }));
    });
    const withPassword = base.replace('http://', 'http://ops:s3cret@');
    const project = await makeProject('pull-auth');
    try {
      const good = await runCli(['pull', '--station', '42', '--from', withPassword], project.path);
      expect(good.code).toBe(0);
      expect(seen[0]).toBe(`Basic ${Buffer.from('ops:s3cret').toString('base64')}`);
      const bad = await runCli(['pull', '--station', '43', '--from', withPassword], project.path);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('http://ops:***@127.0.0.1:');
      expect(bad.stderr + bad.stdout + good.stderr + good.stdout).not.toContain('s3cret');
    } finally {
      await project.remove();
    }
  });

  test.each(['https://api.example.com/?key=1', 'https://api.example.com/#x'])('--from %j (a query or fragment would swallow the path) is a usage error', async (from) => {
    const project = await makeProject('pull-base');
    try {
      const result = await runCli(['pull', '--station', '42', '--from', from], project.path);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/The base URL must be an http\(s\) URL without a query or fragment/);
    } finally {
      await project.remove();
    }
  });
});

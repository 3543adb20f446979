// `radio-embed doctor` and http:// addresses under an https:// publicUrl (issue 30 §5): browsers
// ask for the https:// address of a stream or an image instead, so doctor asks it too: a warning
// where it answers, an error where it does not; what the player reads with fetch is blocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpAndHttps, listenHttpAndHttps } from '../support/http-and-https';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { codes, type DoctorProject, findingsOf, makeDoctorProject } from './doctor-world';

describe('radio-embed doctor: http:// addresses on an https:// embed', () => {
  let server: HttpAndHttps;
  let certs: TempDir;
  let project: DoctorProject;

  beforeAll(async () => {
    certs = await makeTempDir('doctor-tls');
    server = await listenHttpAndHttps(certs, (request, response) => {
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if (request.url === '/live.aac') return void response.writeHead(200, { 'Content-Type': 'audio/aac' }).end(Buffer.alloc(4096, 1));
      if (request.url === '/logo.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(64));
      if (request.url === '/now') return void response.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end('{"artist":"A","title":"B"}');
      response.writeHead(404).end();
    });
    project = await makeDoctorProject();
    await project.config({ publicUrl: 'https://embed.radio.example' });
  });

  afterAll(async () => {
    await server?.close();
    await project?.remove();
    await certs?.remove();
  });

  it('a stream and a logo whose https:// address answers are warnings; a now-playing source read with fetch is an error', async () => {
    await project.station(1, {
      station: { sid: 1, title: 'Upgraded FM', logo: `${server.url}/logo.png` },
      data: { audioFlash: `${server.url}/live.aac` },
      metadata: { source: 'nowplaying', url: `${server.url}/now` },
    });
    const { code, json } = await project.doctorJson(['--station', '1'], { NODE_EXTRA_CA_CERTS: server.caFile });
    const https = server.url.replace('http:', 'https:');
    const stream = findingsOf(json, 'data.audioFlash');
    expect(codes(stream)).toEqual(['warning MIXED_CONTENT_UPGRADED', 'info ANSWERS', 'info PLAYS_EVERYWHERE']);
    expect(stream[0]).toMatchObject({
      says: 'an http:// address on an https:// embed (https://embed.radio.example); its https:// address answers',
      listener: `browsers load ${https}/live.aac instead (older ones block the http:// address)`,
    });
    expect(codes(findingsOf(json, 'station.logo'))).toEqual(['info IMAGE_ALLOWED', 'warning MIXED_CONTENT_UPGRADED', 'info ANSWERS']);
    expect(codes(findingsOf(json, 'metadata.url'))).toEqual(['error MIXED_CONTENT', 'info ANSWERS', 'info CORS_OK']);
    expect(code).toBe(1);
  });

  it('without the https:// address answering (no certificate trusted), the stream is an error and the logo a warning', async () => {
    await project.station(2, { station: { sid: 2, title: 'Plain FM', logo: `${server.url}/logo.png` }, data: { audioFlash: `${server.url}/live.aac` } });
    const { code, json } = await project.doctorJson(['--station', '2']);
    expect(code).toBe(1);
    const stream = findingsOf(json, 'data.audioFlash');
    expect(codes(stream)).toEqual(['error MIXED_CONTENT_NO_HTTPS', 'info ANSWERS', 'info PLAYS_EVERYWHERE']);
    expect(stream[0]!.says).toMatch(/^an http:\/\/ address on an https:\/\/ embed \(https:\/\/embed\.radio\.example\), and its https:\/\/ address does not answer \(.*self.signed.*\)$/i);
    expect(codes(findingsOf(json, 'station.logo'))).toEqual(['info IMAGE_ALLOWED', 'warning MIXED_CONTENT_NO_HTTPS', 'info ANSWERS']);
  });
});

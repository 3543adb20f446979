// `radio-embed snippet`: what a station pastes, the iframe or the loader script tag.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-snippet');
  await project.station(42, stationJson(42, { station: { title: 'Radio "42" & Co' } }));
  await project.config({ publicUrl: 'https://embed.radio42.example/' });
});
afterEach(() => project.remove());

describe('radio-embed snippet', () => {
  test('prints the iframe under publicUrl', async () => {
    expect(await runCli(['snippet', '--station', '42'], project.path)).toEqual({
      code: 0,
      stdout:
        '<iframe src="https://embed.radio42.example/42/" title="Radio &quot;42&quot; &amp; Co player" width="480" height="180" style="display:block;width:100%;max-width:480px;height:180px;border:0;border-radius:8px;background:#101418" allow="autoplay; clipboard-write" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>\n',
      stderr: '',
    });
  });

  test("--loader prints the slot that keeps the player's space, then the embed.js script tag", async () => {
    expect(await runCli(['snippet', '--station', '42', '--loader'], project.path)).toEqual({
      code: 0,
      stdout:
        '<div data-radio-embed-slot="42" style="display:block;box-sizing:content-box;margin:0;border:0;height:80px;padding:0 0 min(100%,max(100px,(399.5px - 100%)*10000));background:#101418;border-radius:8px"></div>\n' +
        '<script src="https://embed.radio42.example/embed.js" data-station="42" data-title="Radio &quot;42&quot; &amp; Co player" data-background="#101418" async></script>\n',
      stderr: '',
    });
  });

  test('without publicUrl the URLs are relative, and the operator is told', async () => {
    await project.config({});
    const iframe = await runCli(['snippet', '--station', '42'], project.path);
    expect(iframe.stdout).toMatch(/^<iframe src="42\/"/);
    expect(iframe.stderr).toBe('warning: radio-embed.config.json: publicUrl: the iframe src is the relative "42/" because no publicUrl is set\n');
    const loader = await runCli(['snippet', '--station', '42', '--loader'], project.path);
    expect(loader.stdout).toMatch(/\n<script src="embed\.js"/);
    expect(loader.stderr).toBe('warning: radio-embed.config.json: publicUrl: the loader is the relative "embed.js" because no publicUrl is set\n');
  });

  test('an invalid or missing station is reported, nothing printed on stdout', async () => {
    await project.station(7, { station: { sid: 7 } });
    expect(await runCli(['snippet', '--station', '7'], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stations/7.json: station.title: is required\nstations/7.json: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml\n',
    });
    expect(await runCli(['snippet', '--station', '8'], project.path)).toEqual({ code: 1, stdout: '', stderr: 'stations/8.json: file not found\n' });
  });

  test('needs exactly one --station', async () => {
    expect((await runCli(['snippet'], project.path)).stderr).toMatch(/^error: snippet needs --station <id>\n/);
    expect((await runCli(['snippet', '--station', '42,7'], project.path)).code).toBe(2);
  });
});

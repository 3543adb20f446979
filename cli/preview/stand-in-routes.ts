import { contentType } from '../write/content-type';
import { DEMO_COVER_PATH, DEMO_FEED_PATH, type DemoTrackFeed } from './demo-track-feed';
import { GPC_SHIM, GPC_SHIM_PATH } from './gpc-shim';
import { type Handler, send, TEXT } from './http-send';
import { GEO_STAND_IN_PATH, geoAnswer } from './privacy-simulation';

const exactly = (path: string) => new RegExp(`^${path.replaceAll('.', '\\.')}$`);

/**
 * What preview serves in place of a station's outside services, so the whole player works offline:
 * the demo stream's track feed and covers, the privacy simulation's geo stand-in and GPC script.
 */
export function standInRoutes(tracks: DemoTrackFeed): [RegExp, Handler][] {
  return [
    [
      exactly(DEMO_FEED_PATH),
      (request, response) => {
        // The Host header has been checked (loopback-host.ts): the covers are on the frame's own origin.
        const document = tracks.nowPlaying(`http://${request.headers.host ?? 'localhost'}`);
        send(response, 200, 'application/json', JSON.stringify(document), { 'Access-Control-Allow-Origin': '*' });
      },
    ],
    [
      DEMO_COVER_PATH,
      (_request, response, path) => {
        const png = tracks.cover(Number(DEMO_COVER_PATH.exec(path)![1]));
        // The same picture for the whole session: the art, the background and the Media Session share one download.
        if (png) send(response, 200, 'image/png', png, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=3600' });
        else send(response, 404, TEXT, 'not found\n');
      },
    ],
    [
      GEO_STAND_IN_PATH,
      (_request, response, path) => {
        const answer = geoAnswer(GEO_STAND_IN_PATH.exec(path)![1]!);
        // As a geo service: never cached, readable from any origin.
        if (answer) send(response, answer.status, 'application/json', JSON.stringify(answer.body), { 'Access-Control-Allow-Origin': '*' });
        else send(response, 404, TEXT, 'not found\n');
      },
    ],
    [exactly(GPC_SHIM_PATH), (_request, response) => send(response, 200, contentType(GPC_SHIM_PATH), GPC_SHIM)],
  ];
}

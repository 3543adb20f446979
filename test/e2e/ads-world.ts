// The real parts both ads end-to-end tests play against: Icecast with a live MP3 mount and the
// stand-in ad gateway. Used by test/e2e/ads-*.test.ts.
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { startAdServer, type AdServer } from './ads-ad-server';

export interface AdsWorld {
  icecast: Icecast;
  mp3: IcecastSource;
  ads: AdServer;
  /** Stops whatever of it started. */
  close(): Promise<void>;
}

/** `video`: the gateway can also answer with a video creative; `creativeSeconds`: its creatives' length (ads-ad-server.ts). */
export async function startAdsWorld({ video = false, creativeSeconds = 4 } = {}): Promise<AdsWorld> {
  const world: Partial<AdsWorld> = {};
  const close = async () => {
    await world.ads?.close();
    await world.mp3?.stop();
    await world.icecast?.stop();
  };
  try {
    world.icecast = await startIcecast();
    world.mp3 = await startIcecastSource(world.icecast, { format: 'mp3' });
    world.ads = await startAdServer({ video, creativeSeconds });
    return { icecast: world.icecast, mp3: world.mp3, ads: world.ads, close };
  } catch (error) {
    await close();
    throw error;
  }
}

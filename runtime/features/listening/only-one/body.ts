// Loaded the first time this player is asked to play (../listening.ts): a page that never plays
// pays nothing for it.
import type { ListenerRequests, PlaybackView } from '../requests';
import { type Bus, openBus } from './bus';

/** The player's address opts out with `only_one=0` (the loader's `data-only-one="false"`). */
export const onlyOneWanted = (search: string): boolean => new URLSearchParams(search).get('only_one') !== '0';

/**
 * One player at a time on an origin (issue 20 §1): each start of this player is told to the
 * others, and a start of another one stops this one (closing its connection, as Stop does) —
 * unless the listener is in this one (`listenerHere`: its document has the focus). A listener
 * starts another player by going to it, which takes the focus from this one; a message while
 * they are still here is not their doing (any page of the origin can post what a player posts),
 * so what they started here plays on. Returns the teardown.
 */
export function keepToOne(bus: Bus, playback: PlaybackView, request: Pick<ListenerRequests, 'stop'>, id: string, listenerHere: () => boolean): () => void {
  const announce = () => bus.post({ from: id, event: 'playing' });
  let wanted = playback.get().playStream;
  if (wanted) announce();
  const unlisten = playback.listen(({ playStream }) => {
    if (playStream && !wanted) announce();
    wanted = playStream;
  });
  const unbus = bus.listen((message) => {
    if (message.from !== id && playback.get().playStream && !listenerHere()) request.stop();
  });
  return () => {
    unlisten();
    unbus();
    bus.close();
  };
}

/** This page's player on its origin's bus, unless its address opted out. */
export function startOnlyOne(win: Window, playback: PlaybackView, request: ListenerRequests): () => void {
  if (!onlyOneWanted(win.location.search)) return () => {};
  return keepToOne(openBus(win), playback, request, Math.random().toString(36).slice(2), () => win.document.hasFocus());
}

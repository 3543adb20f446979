import { $station } from '../stores/station';
import { Controls } from './controls/Controls';
import { NotConfigured } from './NotConfigured';
import { StreamElement } from './StreamElement';
import { useStore } from './use-store';

/** The player screen (spec §2), top to bottom. */
export function Player() {
  const station = useStore($station);
  if (!station) return <NotConfigured />;
  return (
    <main className="re-player">
      {/* Issue 4: the blurred cover background (spec §2 item 1) goes first. */}
      <div className="re-broadcast">
        {/* Issue 4: album art and the track line join the title here (spec §2 item 2). */}
        {station.title && <h1 className="re-title">{station.title}</h1>}
      </div>
      <StreamElement />
      <Controls showVolume={station.showVolume} />
      <div className="re-extras">
        {/* Issue 4: the social block, when station.showSocial (spec §2 item 5). */}
        {/* Issue 5: <PrivacyNotices /> from ./privacy/PrivacyNotices.tsx (spec §2 items 6–7). */}
      </div>
    </main>
  );
}

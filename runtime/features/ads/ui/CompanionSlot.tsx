import { useState } from 'preact/hooks';
import { EN_ADS } from '../words';
import { words } from '../../i18n/words';
import type { CompanionView } from '../companion';
import { reportCompanion } from '../companion-report';

/** Ad pages run scripts and open their landing pages, but never navigate the player itself. */
const AD_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The companion slot (spec §3: 300×250, 300×50 on mobile): an image (linked to its click-through),
 * a page, or VAST HTML. Reports success or failure once (COMPANION_AD_SUCCESS / _FAILURE); a
 * failed companion leaves the slot empty.
 */
export function CompanionSlot({ companion }: { companion: CompanionView }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const shown = (): void => reportCompanion(companion, true);
  const failedToLoad = (): void => {
    reportCompanion(companion, false, 'The companion did not load');
    setFailed(true);
  };
  const { kind, src, width, height, clickThrough } = companion;
  let content;
  if (kind === 'image') {
    const image = <img src={src} alt={words(EN_ADS).advertisement} onLoad={shown} onError={failedToLoad} />;
    content = clickThrough ? (
      <a href={clickThrough} target="_blank" rel="noopener" onClick={companion.onClick}>
        {image}
      </a>
    ) : (
      image
    );
  } else {
    const source = kind === 'html' ? { srcDoc: src, sandbox: 'allow-scripts allow-popups allow-popups-to-escape-sandbox' } : { src, sandbox: AD_SANDBOX };
    content = <iframe {...source} title={words(EN_ADS).advertisement} width={width} height={height} scrolling="no" onLoad={shown} />;
  }
  return (
    <aside className="re-companion" aria-label={words(EN_ADS).advertisement}>
      {content}
    </aside>
  );
}

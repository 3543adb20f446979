import { useRef } from 'preact/hooks';
import { useStore } from '../../../lib/use-store';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import { privacyTexts, usePrivacyStyles } from '../../privacy/public/notice-kit';
import type { ConsentController } from '../controller';
import { useEuConsentStyles } from './eu-consent-styles';
import { FirstLayer } from './FirstLayer';
import { SettingsLayer } from './SettingsLayer';

export interface EuConsentNoticeProps {
  controller: ConsentController;
  words: EuConsentWords;
  station: string;
  noticeUrl: string;
}

/**
 * The EU listener's consent: the compact "Privacy" control in the bar (the way back to the choice,
 * always there once the GDPR applies), and the dialog over the frame while a layer is open.
 */
export function EuConsentNotice({ controller, words, station, noticeUrl }: EuConsentNoticeProps) {
  usePrivacyStyles();
  useEuConsentStyles();
  const layer = useStore(controller.layer);
  const list = useStore(controller.list);
  const control = useRef<HTMLButtonElement>(null);
  const open = layer !== 'closed' && list;
  return (
    <div class="re-privacy re-privacy-inline re-eu-consent-inline">
      <button ref={control} type="button" aria-haspopup="dialog" aria-expanded={!!open} onClick={controller.open}>
        {privacyTexts().choicesShort}
      </button>
      {open && layer === 'first' && <FirstLayer controller={controller} words={words} station={station} noticeUrl={noticeUrl} list={list} returnFocusTo={control} />}
      {open && layer === 'settings' && <SettingsLayer controller={controller} words={words} list={list} returnFocusTo={control} />}
    </div>
  );
}

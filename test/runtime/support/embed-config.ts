import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import { CONFIG_ELEMENT_ID, type EmbedConfig, type EmbedStreams } from '../../../runtime/config/embed-config';

export interface ConfigOptions {
  sid?: number;
  title?: string;
  data?: Partial<EmbedStreams>;
  flower?: string[];
}

/** An EmbedConfig as the build inlines it: every default filled in, one MP3 source. */
export function embedConfig({ sid = 42, title = 'Radio 42', data, flower = [] }: ConfigOptions = {}): EmbedConfig {
  const config = defaultEmbedConfig(sid);
  config.station = { ...config.station, sid, title };
  config.data = { stream_id: 2224, enrichment: '', withCredentials: false, ...(data ?? { audioHtml: 'https://stream.example/live.mp3' }) };
  config.ui.flower = flower.map((type) => ({ type }));
  return config;
}

/** Puts the config into the page the way the embed template does. */
export function inlineConfig(config: EmbedConfig | string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_ELEMENT_ID;
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.body.append(script);
}

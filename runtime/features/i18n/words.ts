import type { Messages } from './messages';

// The chosen language's catalogue; empty for English, whose words each part brings itself. Set
// once before the first render (start-language.ts) and never again, so nothing needs to react.
let chosen: Partial<Messages> = {};

export function setWords(messages: Partial<Messages>): void {
  chosen = messages;
}

/**
 * The words of one part of the player in the chosen language: the part passes its English
 * (`words(EN_SHARE)`), the chosen catalogue overrides every key it has.
 */
export function words<T extends object>(english: T): T {
  return { ...english, ...(chosen as Partial<T>) };
}

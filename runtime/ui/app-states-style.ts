import { addStyle } from '../lib/add-style';
import css from './app-states.css?inline';

/**
 * Adds the styles of what only the running app shows (./app-states.css: LIVE, "Connecting…",
 * Play's busy pulse, the art's loading bars) before the app's first render, so none of it shows
 * unstyled. The prerendered first paint shows none of these states, so the page's stylesheet
 * (the first load) leaves them to the app's chunk.
 */
export function addAppStatesStyle(doc: Document): void {
  addStyle(doc, 're-app-states-style', css);
}

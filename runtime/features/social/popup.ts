/** Spec §7/§9: the share popup's default size. */
export const POPUP_WIDTH = 450;
export const POPUP_HEIGHT = 550;

export interface PopupWindow {
  open(url: string, target: string, features: string): { opener: unknown } | null;
  screen: { width: number; height: number };
}

/**
 * Opens `url` in a popup of 450×550, clamped to the screen minus 20 px, centred. The popup does
 * not get a handle on the player (`opener` cleared; `noopener` in the features would make
 * `open` return null, hiding whether it opened). False when the browser refused it.
 */
export function openPopup(url: string, win: PopupWindow): boolean {
  const { width: screenWidth, height: screenHeight } = win.screen;
  const width = Math.max(0, Math.min(POPUP_WIDTH, screenWidth - 20));
  const height = Math.max(0, Math.min(POPUP_HEIGHT, screenHeight - 20));
  const left = Math.round((screenWidth - width) / 2);
  const top = Math.round((screenHeight - height) / 2);
  const popup = win.open(url, '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return false;
  popup.opener = null;
  return true;
}

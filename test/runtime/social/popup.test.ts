import { describe, expect, it, vi } from 'vitest';
import { openPopup } from '../../../runtime/features/social/popup';

function win(width: number, height: number, opened: { opener: unknown } | null = { opener: 'player' }) {
  return { open: vi.fn(() => opened), screen: { width, height } };
}

describe('openPopup (spec §7: 450×550, clamped to the screen minus 20)', () => {
  it('opens 450×550, centred, on a large screen', () => {
    const w = win(1920, 1080);
    expect(openPopup('https://x.example/', w)).toBe(true);
    expect(w.open).toHaveBeenCalledWith('https://x.example/', '_blank', 'popup,width=450,height=550,left=735,top=265');
  });

  it('clamps to the screen minus 20 on a small screen', () => {
    const w = win(400, 500);
    openPopup('https://x.example/', w);
    expect(w.open).toHaveBeenCalledWith('https://x.example/', '_blank', 'popup,width=380,height=480,left=10,top=10');
  });

  it("cuts the popup's link back to the player", () => {
    const popup = { opener: 'player' as unknown };
    openPopup('https://x.example/', win(1920, 1080, popup));
    expect(popup.opener).toBeNull();
  });

  it('is false when the browser blocks the popup', () => {
    expect(openPopup('https://x.example/', win(1920, 1080, null))).toBe(false);
  });
});

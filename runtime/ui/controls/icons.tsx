// Tiny inline icons (24×24 paths), decorative: each button carries its own accessible name.
export function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const PlayIcon = () => <Icon d="M8 5v14l11-7z" />;
/** Its own name: the first paint's early stream draws it too (first-paint/early-stream.ts STOP_PATH). */
export const STOP_PATH = 'M7 7h10v10H7z';
export const StopIcon = () => <Icon d={STOP_PATH} />;
export const VolumeIcon = () => <Icon d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />;
export const MutedIcon = () => <Icon d="M4 9v6h4l5 4V5L8 9H4zm11 .4 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1z" />;
export const ShareIcon = () => (
  <Icon d="M18 16a3 3 0 0 0-2 .8L9 12.7a3 3 0 0 0 0-1.4l7-4.1A3 3 0 1 0 15 5l.1.7L8 9.8a3 3 0 1 0 0 4.4l7.1 4.2A3 3 0 1 0 18 16z" />
);
/** The bundled default album art (spec §2: the last fallback). */
export const NoteIcon = () => <Icon d="M12 3v10.6A4 4 0 1 0 14 17V7h4V3z" />;

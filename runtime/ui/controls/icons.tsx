// Tiny inline icons (24×24 paths), decorative: each button carries its own accessible name.
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const PlayIcon = () => <Icon d="M8 5v14l11-7z" />;
export const StopIcon = () => <Icon d="M7 7h10v10H7z" />;
export const VolumeIcon = () => <Icon d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />;
export const MutedIcon = () => <Icon d="M4 9v6h4l5 4V5L8 9H4zm11 .4 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1z" />;

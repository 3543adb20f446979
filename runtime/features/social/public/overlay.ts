// Social's public surface: the overlay it opens (its frame style, the Back icon, its focus
// handling), which "Recently played" (../../recent/) reuses. Re-exports: the three go together.
export { addShareStyle } from '../ui/share-style';
export { BackIcon } from '../ui/share-icons';
export { useOverlayFocus } from '../ui/use-overlay-focus';

// Social's public surface: the share overlay's frame style, which "Recently played"
// (../../recent/) reuses. (A re-export of one module: it links nothing else.) The dialog machinery
// itself (shell, opener, focus trap, Back) is the player's UI: ../../../ui/overlay/.
export { addShareStyle } from '../ui/share-style';

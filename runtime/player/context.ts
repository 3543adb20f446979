import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Player } from './types';

/** The player the shell renders (app.tsx provides it; a test, its own fresh one). */
export const PlayerContext = createContext<Player>(null as never);

/** This component's player: `usePlayer().request.play()`. */
export const usePlayer = (): Player => useContext(PlayerContext);

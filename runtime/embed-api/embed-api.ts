// Loaded with import() only when the player is framed (runtime/actions/start.ts): a page opened
// directly pays nothing for the host-page API.
import { startFrameApi } from './frame-api';

startFrameApi();

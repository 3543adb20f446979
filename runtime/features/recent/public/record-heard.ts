// Recently played's public surface: the recording of what the listener heard, which the
// now-playing feed (../../metadata/) runs. (A re-export of one module: it links nothing else.)
export { recordHeard } from '../record-heard';

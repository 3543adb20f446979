// vast-client's own ES sources, imported module by module (see fetch-vast.ts for why); their
// types are the package's published ones.
declare module '@dailymotion/vast-client/src/parser/vast_parser.js' {
  export { VASTParser } from '@dailymotion/vast-client/dist/types/parser/vast_parser';
}
declare module '@dailymotion/vast-client/src/vast_tracker.js' {
  export { VASTTracker } from '@dailymotion/vast-client/dist/types/vast_tracker';
}

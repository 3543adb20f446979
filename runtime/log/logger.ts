// Moved to runtime/lib/logger.ts (issue 16 §5). Kept only for runtime/engine/, which is being
// rewritten on another branch and switches to lib/ there; delete this file at that merge.
export * from '../lib/logger';

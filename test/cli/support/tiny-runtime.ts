import { RUNTIME_ENTRY_ENV } from '../../../cli/pipeline/build-stations';

/**
 * Builds with the bundler tests' tiny runtime (test/fixtures/bundle) instead of the player:
 * tests about the pipeline run in milliseconds, and other teams' runtime edits cannot break them.
 * SOURCE_DATE_EPOCH is the spec's build date (09/19/2025), so pages are reproducible.
 */
export const TINY_RUNTIME_ENV = { [RUNTIME_ENTRY_ENV]: 'test/fixtures/bundle/entry.tsx', SOURCE_DATE_EPOCH: '1758240000' };

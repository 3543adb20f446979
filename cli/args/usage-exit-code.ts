/** Exit code of a command line that cannot be run as written. */
export const USAGE_EXIT_CODE = 2;

/** A failure the CLI explains in one line: no stack, exit code 1. */
export class ReleaseError extends Error {}

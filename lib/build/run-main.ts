/**
 * The end of every check script: a tool that is missing (Chromium, say) or a file that must be built
 * first is one line saying what to do; any other failure keeps its stack. Exit code 1 either way,
 * set rather than forced, so that `finally` blocks have closed their servers and browsers.
 */

/** A failure the visitor of the terminal can fix: printed as its message alone. */
export class SetupError extends Error {}

export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exitCode = 1;
  });
}

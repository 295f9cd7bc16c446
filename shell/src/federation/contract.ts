/**
 * Contract versions of remotes this shell can serve (see each remote's federation-contract).
 * 1: the exposed screens, the shared singletons and shared-api's page singletons.
 * 2: as 1, and the remote runs on the federation runtime core this shell provides
 *    (`experiments.externalRuntime`), so the page downloads that runtime once. A shell older than
 *    2 provides none, so deploy the shell before version-2 remotes.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1, 2];

/** A remote built for a contract this shell cannot serve: shown in its area, not retried. */
export class UnsupportedRemoteError extends Error {
  constructor(readonly declared: unknown) {
    super(
      `It declares contract version ${String(declared)}; this site runs ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}.`,
    );
    this.name = 'UnsupportedRemoteError';
  }
}

/** Throws unless a remote's declared contract is one this shell serves. */
export function checkContract(module: unknown): void {
  const declared =
    module && typeof module === 'object' && 'contract' in module
      ? (module.contract as { version?: unknown } | undefined)?.version
      : undefined;
  if (typeof declared !== 'number' || !SUPPORTED_CONTRACT_VERSIONS.includes(declared)) {
    throw new UnsupportedRemoteError(declared);
  }
}

/**
 * `pnpm release list`: each remote's live versions, then every registered version with what
 * the API measured of it.
 * @param {Record<string, unknown>} answer GET /api/releases
 * @returns {string}
 */
export function formatList(answer) {
  const remotes = Array.isArray(answer.remotes) ? answer.remotes : [];
  if (remotes.length === 0) return 'No versions registered: every remote runs from config.json.';
  const lines = [];
  for (const remote of remotes) {
    const canary = remote.canary
      ? `, canary ${remote.canary.version} (${remote.canary.percent}%)`
      : '';
    lines.push(`${remote.remote}: stable ${remote.stable ?? '(config.json)'}${canary}`);
    for (const version of Array.isArray(remote.versions) ? remote.versions : []) {
      const facts = [
        version.live ? 'live' : null,
        `${version.pageLoads ?? 0} page loads`,
        typeof version.errorRate === 'number'
          ? `errors ${(version.errorRate * 100).toFixed(1)}%`
          : null,
        typeof version.lcpP75 === 'number' ? `LCP p75 ${Math.round(version.lcpP75)} ms` : null,
        version.rolledBackAt
          ? `rolled back ${version.rolledBackAt}${version.rollbackReason ? ` (${version.rollbackReason})` : ''}`
          : null,
      ].filter(Boolean);
      lines.push(`  ${version.version}  ${version.entry}  ${facts.join(', ')}`);
    }
  }
  return lines.join('\n');
}

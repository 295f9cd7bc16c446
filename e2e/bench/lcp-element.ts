/**
 * The LCP element of a Lighthouse run and the LCP's phases, as the bench prints them
 * (lighthouse-run.ts).
 */
import type { Result } from 'lighthouse';

/** Lighthouse's table rows as plain objects: its types describe every kind of details at once. */
export function tableRows(details: unknown): Record<string, unknown>[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const items: unknown = details.items;
  return Array.isArray(items)
    ? items.filter(
        (item: unknown): item is Record<string, unknown> => typeof item === 'object' && !!item,
      )
    : [];
}

/** The fields of a Chrome trace event read here. */
interface TraceEvent {
  name: string;
  ts: number;
  /** Chromium's candidate has `nodeName` too, which Lighthouse's trace types do not list. */
  args?: { data?: { isMainFrame?: boolean } };
}

/**
 * Lighthouse names the LCP element by looking its node up once the page has loaded. On these
 * pages the element is the server's first paint, which the shell's first render replaces, and
 * the detached node may be collected by then: the audit is then "not applicable", with neither
 * element nor phases. The trace's LCP candidate still names it, as Chromium wrote it
 * (`P class='…'`), so that name is shown instead, in the audit's form.
 */
function fromTrace(events: readonly TraceEvent[], lcpTs: unknown): string | null {
  const candidate = events.findLast(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' &&
      event.ts === lcpTs &&
      event.args?.data?.isMainFrame === true,
  );
  const data: object | undefined = candidate?.args?.data;
  const name = data && 'nodeName' in data && typeof data.nodeName === 'string' && data.nodeName;
  if (!name) return null;
  const [tag = '', ...attributes] = name.split(' ');
  const rest = attributes.join(' ').replace(/='([^']*)'/g, '="$1"');
  return `<${tag.toLowerCase()}${rest ? ` ${rest}` : ''}>`;
}

/**
 * The LCP element and its phases (TTFB, load delay, load time, render delay), the latter worked
 * out from the metrics audit as the element audit works them out (its LCPBreakdown), so that
 * they show even when the element audit has none.
 */
export function lcpBreakdown(lhr: Result, events: readonly TraceEvent[]): string {
  const [element] = tableRows(lhr.audits['largest-contentful-paint-element']?.details).map((row) =>
    tableRows(row),
  );
  const node = element?.[0]?.node;
  const metrics = tableRows(lhr.audits.metrics?.details)[0] ?? {};
  const traced = fromTrace(events, metrics.observedLargestContentfulPaintTs);
  const named =
    typeof node === 'object' && node && 'snippet' in node
      ? `\`${String(node.snippet).slice(0, 120)}\``
      : traced && `\`${traced.slice(0, 120)}\` (from the trace: gone from the page by the audit)`;
  const lcp = Number(metrics.largestContentfulPaint);
  const ttfb = Number(metrics.timeToFirstByte);
  // A text LCP loads nothing: Lighthouse gives no load start or end, and counts them as 0.
  const loadStart = Number(metrics.lcpLoadStart ?? Number.NaN);
  const loadEnd = Number(metrics.lcpLoadEnd ?? Number.NaN);
  const loads = Number.isFinite(loadStart) && Number.isFinite(loadEnd);
  const phases: [string, number][] = [
    ['TTFB', ttfb],
    ['Load Delay', loads ? loadStart - ttfb : 0],
    ['Load Time', loads ? loadEnd - loadStart : 0],
    ['Render Delay', lcp - (loads ? loadEnd : ttfb)],
  ];
  const parts = phases.map(([phase, timing]) => `${phase} ${Math.round(timing)} ms`);
  return `${named ?? 'unknown'}: ${parts.join(', ')}`;
}

/**
 * How the machine treated the page in one Lighthouse run, as observed, before Lighthouse
 * scales it to its slow phone: the wall time of the main thread's tasks and the CPU time they
 * got. On a quiet machine the two are close. When other work shares the cores, the wall time
 * grows, and Lighthouse's blocking time with it (it multiplies each observed task by 4), though
 * the page did no more work: the ratio tells a slower page from a busier machine
 * (docs/performance.md, "Lighthouse").
 */

/** The fields of a Chrome trace event read here; `tdur` is the thread's CPU time. */
interface TraceTask {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
}

/** The top-level tasks of the page's main thread from the navigation to `url` on; null if none. */
export function mainThreadTime(events: readonly TraceTask[], url: string): MainThreadTime | null {
  const start = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL === url,
  );
  if (!start) return null;
  const tasks = events
    .filter(
      (event) =>
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= start.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = -1;
  for (const task of tasks) {
    // A task run inside another (a nested loop) is already in the outer one's time.
    if (task.ts < end) continue;
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

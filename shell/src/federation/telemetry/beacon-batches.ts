/** One telemetry event, as POST /api/telemetry takes it (docs/api.md). */
export interface TelemetryEvent {
  remote: string;
  version: string;
  type: 'load' | 'error' | 'lcp' | 'inp' | 'cls';
  value?: number;
  message?: string;
  /** The page's token from the release map, on errors only. */
  token?: string;
}

/** The API refuses a beacon above this many bytes. */
export const MAX_BEACON_BYTES = 1024;
const MAX_MESSAGE_CHARS = 200;

const bytes = (text: string) => new TextEncoder().encode(text).length;
const body = (events: readonly string[]) => `{"events":[${events.join(',')}]}`;

/**
 * The events as beacon bodies of at most MAX_BEACON_BYTES each, in order. A message is cut to
 * what the API keeps, so every single event fits a beacon.
 */
export function beaconBodies(events: readonly TelemetryEvent[]): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  for (const event of events) {
    const json = JSON.stringify(
      event.message === undefined
        ? event
        : { ...event, message: event.message.slice(0, MAX_MESSAGE_CHARS) },
    );
    if (batch.length > 0 && bytes(body([...batch, json])) > MAX_BEACON_BYTES) {
      bodies.push(body(batch));
      batch = [];
    }
    batch.push(json);
  }
  if (batch.length > 0) bodies.push(body(batch));
  return bodies;
}

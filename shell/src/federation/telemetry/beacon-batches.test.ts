import { beaconBodies, MAX_BEACON_BYTES, type TelemetryEvent } from './beacon-batches';

const error = (n: number): TelemetryEvent => ({
  remote: 'seeker',
  version: 'v2',
  type: 'error',
  message: `${n}: ${'é'.repeat(300)}`,
});

test('splits the events into beacons of at most 1 KB, in order, none lost, messages cut to 200 characters', () => {
  const events = [
    { remote: 'seeker', version: 'v2', type: 'load' } as const,
    ...[1, 2, 3, 4, 5, 6].map(error),
  ];
  const bodies = beaconBodies(events);
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies)
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
  const sent = bodies.flatMap((body) => (JSON.parse(body) as { events: TelemetryEvent[] }).events);
  expect(sent.map((event) => event.type)).toEqual(['load', ...Array<string>(6).fill('error')]);
  expect(sent[1]?.message).toBe(`1: ${'é'.repeat(197)}`);
});

test('sends no beacon for no events', () => {
  expect(beaconBodies([])).toEqual([]);
});

// Date-and-time inputs in the website's time zone (domain/zoned-time.ts): the wall-clock text of a datetime-local
// input and the instant it means, both ways, with the daylight saving rules, whatever zone the machine is in.
import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockOf } from '../../domain/zoned-time.ts';
import { inEachMachineZone, type MachineZone } from '../machine-zone.ts';

const LA = 'America/Los_Angeles';

/** [zone, wall-clock text, the instant it means] */
const ROUND_TRIPS: [string, string, string][] = [
  ['UTC', '2026-06-01T09:00', '2026-06-01T09:00:00.000Z'],
  [LA, '2026-01-15T09:30', '2026-01-15T17:30:00.000Z'],
  [LA, '2026-07-04T21:15', '2026-07-05T04:15:00.000Z'],
  ['Asia/Kolkata', '2026-01-01T00:00', '2025-12-31T18:30:00.000Z'],
  ['Asia/Kolkata', '2026-08-15T06:45', '2026-08-15T01:15:00.000Z'],
  ['Australia/Lord_Howe', '2026-01-10T12:00', '2026-01-10T01:00:00.000Z'],
  ['Australia/Lord_Howe', '2026-07-10T12:00', '2026-07-10T01:30:00.000Z'],
  ['Pacific/Chatham', '2026-01-10T12:00', '2026-01-09T22:15:00.000Z'],
  ['Pacific/Chatham', '2026-07-10T12:00', '2026-07-09T23:15:00.000Z'],
];

/** Spring-forward gaps: [zone, a wall-clock time in the gap, the instant (the offset from before the gap), its wall clock]. */
const GAPS: [string, string, string, string][] = [
  // 02:00 → 03:00 in Los Angeles: 02:30 does not happen; 03:30 PDT does.
  [LA, '2026-03-08T02:30', '2026-03-08T10:30:00.000Z', '2026-03-08T03:30'],
  // Lord Howe Island moves 30 minutes (02:00 → 02:30): 02:15 becomes 02:45.
  ['Australia/Lord_Howe', '2026-10-04T02:15', '2026-10-03T15:45:00.000Z', '2026-10-04T02:45'],
  // Chatham goes from 02:45 to 03:45: 02:50 becomes 03:50.
  ['Pacific/Chatham', '2026-09-27T02:50', '2026-09-26T14:05:00.000Z', '2026-09-27T03:50'],
  ['Europe/London', '2026-03-29T01:30', '2026-03-29T01:30:00.000Z', '2026-03-29T02:30'],
];

/** Fall-back overlaps: [zone, a wall-clock time that happens twice, the earlier instant, the later one]. */
const OVERLAPS: [string, string, string, string][] = [
  [LA, '2026-11-01T01:30', '2026-11-01T08:30:00.000Z', '2026-11-01T09:30:00.000Z'],
  ['Europe/London', '2026-10-25T01:30', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
  // Lord Howe repeats 01:30–02:00 (+11:00, then +10:30); Chatham repeats 02:45–03:45 (+13:45, then +12:45).
  ['Australia/Lord_Howe', '2026-04-05T01:45', '2026-04-04T14:45:00.000Z', '2026-04-04T15:15:00.000Z'],
  ['Pacific/Chatham', '2026-04-05T03:00', '2026-04-04T13:15:00.000Z', '2026-04-04T14:15:00.000Z'],
];

function expectRoundTrips() {
  for (const [zone, wallClock, instant] of ROUND_TRIPS) {
    expect(instantOfWallClock(wallClock, zone), `${wallClock} in ${zone}`).toBe(instant);
    expect(wallClockOf(instant, zone), `${instant} in ${zone}`).toBe(wallClock);
  }
}

function expectGapsMoveForward() {
  for (const [zone, wallClock, instant, shown] of GAPS) {
    expect(instantOfWallClock(wallClock, zone), `${wallClock} in ${zone}`).toBe(instant);
    expect(wallClockOf(instant, zone)).toBe(shown);
  }
}

function expectOverlapsTakeTheEarlier() {
  for (const [zone, wallClock, earlier, later] of OVERLAPS) {
    expect(instantOfWallClock(wallClock, zone), `${wallClock} in ${zone}`).toBe(earlier);
    expect([wallClockOf(earlier, zone), wallClockOf(later, zone)]).toEqual([wallClock, wallClock]);
  }
}

describe('zoned time', () => {
  it('a wall-clock time round-trips through its instant in UTC, America/Los_Angeles, Asia/Kolkata, Australia/Lord_Howe and Pacific/Chatham', () => {
    expectRoundTrips();
  });

  it('a time in the spring-forward gap keeps the offset from before the gap, so it moves forward by the gap', () => {
    expectGapsMoveForward();
    // The minutes either side of the gap are themselves.
    expect(instantOfWallClock('2026-03-08T01:59', LA)).toBe('2026-03-08T09:59:00.000Z');
    expect(instantOfWallClock('2026-03-08T03:00', LA)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('a time that happens twice at fall-back is the earlier of the two', () => {
    expectOverlapsTakeTheEarlier();
  });

  it('the machine’s own time zone does not change the result', () => {
    const machines: MachineZone[] = [
      ['Asia/Tokyo', -540],
      ['America/Los_Angeles', 480],
      ['Europe/London', 0],
      ['Australia/Lord_Howe', -660],
      ['Pacific/Chatham', -825],
      ['UTC', 0],
    ];
    inEachMachineZone(machines, () => {
      expectRoundTrips();
      expectGapsMoveForward();
      expectOverlapsTakeTheEarlier();
    });
  });

  it('empty or malformed text means no instant, and no instant shows as empty', () => {
    expect(instantOfWallClock('', LA)).toBeNull();
    expect(instantOfWallClock('tomorrow', LA)).toBeNull();
    expect(instantOfWallClock('2026-02-30T10:00', LA)).toBeNull();
    expect(instantOfWallClock('2026-02-01T24:00', LA)).toBeNull();
    expect(instantOfWallClock('2026-02-01T10:00:30', LA)).toBe('2026-02-01T18:00:30.000Z');
    expect(wallClockOf(null, LA)).toBe('');
    expect(wallClockOf('not a date', LA)).toBe('');
  });

  it('a zone the runtime does not know is UTC, as the console’s shown times are', () => {
    expect(instantOfWallClock('2026-06-01T09:00', 'Mars/Olympus_Mons')).toBe('2026-06-01T09:00:00.000Z');
    expect(wallClockOf('2026-06-01T09:00:00.000Z', 'Mars/Olympus_Mons')).toBe('2026-06-01T09:00');
  });
});

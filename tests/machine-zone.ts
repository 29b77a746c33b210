// Runs a check with the machine's own time zone (process.env.TZ) set to each of several zones, to show that a
// result does not depend on where the code runs; the machine's zone is put back afterwards.
import { expect } from 'vitest';

/** A zone to put the machine in, and its Date#getTimezoneOffset on 2026-01-01 (to see the switch took). */
export type MachineZone = [zone: string, offsetOnNewYear2026: number];

export function inEachMachineZone(machines: MachineZone[], check: () => void): void {
  const machineZone = process.env.TZ;
  try {
    for (const [zone, offset] of machines) {
      process.env.TZ = zone;
      expect(new Date(2026, 0, 1).getTimezoneOffset(), zone).toBe(offset);
      check();
    }
  } finally {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  }
}

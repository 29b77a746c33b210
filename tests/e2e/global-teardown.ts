// Removes the run's temporary database directory.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.SHOPWRIGHT_E2E_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

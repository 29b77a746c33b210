// Fails when package-lock.json no longer describes package.json: a dependency added, dropped or given another range
// without `npm install` (the lock's root entry must list exactly package.json's), or a locked version outside its range
// (`npm ci --dry-run` refuses the lock as `npm ci` would, and touches nothing).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const root = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages?.[''] ?? {};
const problems = [];
for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
  const wanted = manifest[field] ?? {};
  const locked = root[field] ?? {};
  for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
    if (wanted[name] !== locked[name])
      problems.push(`${field}.${name}: package.json ${wanted[name] ?? '(none)'}, package-lock.json ${locked[name] ?? '(none)'}`);
  }
}
if (problems.length > 0) {
  console.error(`package-lock.json is out of date: run \`npm install\` and commit it.\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
try {
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
} catch (err) {
  // npm's reason, without the usage text it prints after it.
  const reason = String(err.stderr ?? '')
    .split('npm error Clean install a project')[0]
    .trim();
  console.error(`${reason}\npackage-lock.json does not install package.json (npm ci refuses it): run \`npm install\` and commit it.`);
  process.exit(1);
}
console.log('package-lock.json matches package.json.');

#!/usr/bin/env node
// The scale tests and the benchmark's load figures need a real Redis and nginx, the
// static-hosting test nginx with TLS (openssl). Installs the missing ones with apt-get as root;
// otherwise names them and the tests that need them are skipped (e2e/requires.ts). With
// E2E_REQUIRE_SERVICES set (`.ci/run`), a missing one is an error instead.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const found = (name) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((dir) => `${dir}/${name}`)
    .some((file) => existsSync(file)) ||
  (() => {
    try {
      execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
      return true;
    } catch {
      return false;
    }
  })();

const missing = () => ['redis-server', 'nginx', 'openssl'].filter((name) => !found(name));
if (missing().length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && found('apt-get')) {
  const packages = missing().join(' ');
  console.log(`Installing Debian's ${packages} (missing)…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`,
      { stdio: 'inherit', shell: '/bin/sh' },
    );
  } catch {
    console.error(`Installing ${packages} with apt-get failed: see the messages above.`);
  }
}

const left = missing();
if (left.length === 0) process.exit(0);
const install = `on Debian or Ubuntu, as root: apt-get update && apt-get install -y ${left.join(' ')}`;
if (!process.env.E2E_REQUIRE_SERVICES) {
  console.log(`Skipping the tests that need ${left.join(' and ')}, not installed: ${install}.`);
  process.exit(0);
}
console.error(
  [
    `The scale and static-hosting tests need ${left.join(' and ')}, not found on the PATH.`,
    `  ${install[0].toUpperCase()}${install.slice(1)}`,
    '  Elsewhere, install Redis (redis-server), nginx and openssl with your package manager.',
  ].join('\n'),
);
process.exit(1);

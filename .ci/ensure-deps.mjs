#!/usr/bin/env node
// Installs the npm dependencies when they are missing or older than package-lock.json.
// Uses only Node's built-ins, so it runs on a fresh clone before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);

if (stale) {
  const command = existsSync(lock)
    ? 'npm ci --no-audit --no-fund'
    : 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command})…`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(
      'Installing the dependencies failed: see the messages above. The npm registry must be reachable.',
    );
    process.exit(1);
  }
}

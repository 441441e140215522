import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import type { BuildInfo } from '../../shared/api/system';
import { buildInfoSchema } from '../../shared/api/system';
import packageJson from '../../../package.json' with { type: 'json' };

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The build the browser runs is the one to compare against, so the client build's own record wins;
 * without a build (tests, dev) the package version and the checkout's commit stand in.
 */
export function readBuildInfo(clientDir: string): BuildInfo {
  const file = `${clientDir}/build-info.json`;
  if (existsSync(file)) {
    const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  return { version: packageJson.version, commit: gitCommit(), buildTime: new Date().toISOString() };
}

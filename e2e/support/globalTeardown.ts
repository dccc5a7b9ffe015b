import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';

/** Stops the server gracefully (SIGTERM), as a deployment would, then removes its data directory. */
export default async function globalTeardown(): Promise<void> {
  const { __E2E_SERVER__: child, __E2E_DATA_DIR__: dataDir } = globalThis as { __E2E_SERVER__?: ChildProcess; __E2E_DATA_DIR__?: string };
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

import type { ChildProcess } from 'node:child_process';

/** Stops the server gracefully (SIGTERM), as a deployment would. */
export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Moves the clock of a server started with TEST_CLOCK=true (server/plugins/test-clock.ts) forward. */
export async function advanceClock(baseUrl: string, ms: number): Promise<number> {
  const res = await fetch(new URL('/__test/clock', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
  if (!res.ok) throw new Error(`advanceClock: HTTP ${res.status} (was the server started with TEST_CLOCK=true?)`);
  return ((await res.json()) as { now: number }).now;
}

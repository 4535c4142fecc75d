/**
 * Counts the turns the event loop makes while `work` runs: a chain of setImmediate callbacks, each of
 * which runs only when the loop gets back to its check phase. Work that never yields (only promises
 * that settle at once) lets no turn through, however long it takes; work that yields to the loop lets
 * one through each time. A count, not a time: the same on a quiet and on a busy machine.
 */
export async function eventLoopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

/**
 * The run of `start` under way for `key` in `runs`, or a new one: callers asking for the same work at
 * once share one promise. It leaves `runs` when it settles, fulfilled or not, so that a caller after
 * it starts afresh.
 */
export function sharedRun<T>(runs: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const running = runs.get(key);
  if (running !== undefined) return running;
  const run = start();
  runs.set(key, run);
  const done = () => {
    if (runs.get(key) === run) runs.delete(key);
  };
  run.then(done, done);
  return run;
}

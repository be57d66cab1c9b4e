/**
 * At most `limit` tasks at once; the rest wait their turn in order. Used to keep CPU-heavy work (password
 * hashing) from taking every thread while requests pile up.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `running` never dips while others wait.
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running now (for tests and diagnostics). */
    get running() {
      return running;
    },
  };
}

import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore";

/** A promise the test settles by hand, so tasks stay "running" until it says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("createSemaphore", () => {
  it("never runs more than its limit at once, and runs every task in the end, in order", async () => {
    const semaphore = createSemaphore(2);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        peak = Math.max(peak, semaphore.running);
        await gate.promise;
        return index;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    gates[0].resolve();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(semaphore.running).toBe(0);
  });

  it("frees the slot of a task that throws", async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await semaphore.run(async () => "next")).toBe("next");
    expect(semaphore.running).toBe(0);
  });
});

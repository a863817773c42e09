/**
 * A first-come, first-served async mutex: the PGlite driver holds it for the life of a
 * connection lease so that only one query or transaction uses the single PGlite session.
 * @module
 */

/** Gives the lock back; calling it more than once is harmless. */
export type Release = () => void;

/** An async mutex with FIFO fairness. */
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for every earlier holder to release, then returns this holder's release function. */
  async lock(): Promise<Release> {
    let release: Release = () => undefined;
    const released = new Promise<void>((resolve) => {
      let done = false;
      release = () => {
        if (done) return;
        done = true;
        resolve();
      };
    });
    const previous = this.#tail;
    // Chain before awaiting so that the order of `lock()` calls is the order of acquisition.
    this.#tail = previous.then(() => released);
    await previous;
    return release;
  }
}

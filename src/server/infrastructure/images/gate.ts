/** Lets at most `limit` tasks run at once; the others wait their turn in arrival order. */
export class Gate {
  #active = 0;
  #peak = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Tasks running now, and the most that ever ran at once (for tests). */
  get active() {
    return this.#active;
  }
  get peak() {
    return this.#peak;
  }
  get waiting() {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.limit) this.#active++;
    // A finishing task hands its slot straight over, so a newcomer cannot jump the queue.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}

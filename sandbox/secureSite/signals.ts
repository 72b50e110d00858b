/** Bounded long polls: a request waits until `check` yields a value or the bound passes. Whoever changes
 * the state a waiter depends on calls notify(key); stop() releases every waiter at once. */
type Waiter = () => void;

export class Signals {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private stopped = false;

  wait<T>(key: string, check: () => T | undefined, boundMs: number): Promise<T | undefined> {
    const ready = check();
    if (ready !== undefined || this.stopped) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const set = this.waiters.get(key) ?? new Set<Waiter>();
      this.waiters.set(key, set);
      const finish = (value: T | undefined) => {
        clearTimeout(timer);
        set.delete(waiter);
        if (set.size === 0) this.waiters.delete(key);
        resolve(value);
      };
      const waiter: Waiter = () => {
        const value = this.stopped ? undefined : check();
        if (value !== undefined || this.stopped) finish(value);
      };
      const timer = setTimeout(() => finish(undefined), boundMs);
      set.add(waiter);
    });
  }

  notify(key: string): void {
    for (const waiter of [...(this.waiters.get(key) ?? [])]) waiter();
  }

  stop(): void {
    this.stopped = true;
    for (const set of [...this.waiters.values()]) for (const waiter of [...set]) waiter();
  }
}

import type { FeedStream } from './feed-stream.ts';

/** Sets of streams by key, with the empty sets dropped. */
export class StreamIndex {
  private readonly sets = new Map<string, Set<FeedStream<unknown>>>();

  get(key: string): ReadonlySet<FeedStream<unknown>> {
    return this.sets.get(key) ?? new Set();
  }

  add(key: string, stream: FeedStream<unknown>): void {
    const set = this.sets.get(key) ?? new Set();
    set.add(stream);
    this.sets.set(key, set);
  }

  delete(key: string, stream: FeedStream<unknown>): void {
    const set = this.sets.get(key);
    set?.delete(stream);
    if (set?.size === 0) this.sets.delete(key);
  }

  all(): FeedStream<unknown>[] {
    return [...this.sets.values()].flatMap((set) => [...set]);
  }
}

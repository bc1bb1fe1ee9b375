import type { EventStream } from './event-stream.ts';

/** Sets of streams by key, with the empty sets dropped. */
export class StreamIndex<Stream extends EventStream> {
  private readonly sets = new Map<string, Set<Stream>>();

  get(key: string): ReadonlySet<Stream> {
    return this.sets.get(key) ?? new Set();
  }

  add(key: string, stream: Stream): void {
    const set = this.sets.get(key) ?? new Set();
    set.add(stream);
    this.sets.set(key, set);
  }

  delete(key: string, stream: Stream): void {
    const set = this.sets.get(key);
    set?.delete(stream);
    if (set?.size === 0) this.sets.delete(key);
  }

  all(): Stream[] {
    return [...this.sets.values()].flatMap((set) => [...set]);
  }
}

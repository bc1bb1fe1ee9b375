/**
 * Which SQL texts run as named (prepared) statements, so that PostgreSQL plans them once rather
 * than on every call (decision 028). A text gets a name the second time it is seen: one-off
 * statements (a migration, a list of a rare length) are never kept. At most `limit` names are
 * handed out per database handle, which bounds the plans each connection holds.
 */
export class StatementNames {
  readonly #limit: number;
  readonly #named = new Map<string, string>();
  readonly #seenOnce = new Set<string>();

  constructor(limit = 300) {
    this.#limit = limit;
  }

  /** The statement's name, or undefined when it is to run unnamed this time. */
  nameFor(text: string): string | undefined {
    const name = this.#named.get(text);
    if (name !== undefined || this.#named.size >= this.#limit) return name;
    if (!this.#seenOnce.delete(text)) {
      // Texts seen once are forgotten in bulk, so the set cannot grow without bound.
      if (this.#seenOnce.size >= this.#limit * 10) this.#seenOnce.clear();
      this.#seenOnce.add(text);
      return undefined;
    }
    const given = `shop_${this.#named.size + 1}`;
    this.#named.set(text, given);
    return given;
  }
}

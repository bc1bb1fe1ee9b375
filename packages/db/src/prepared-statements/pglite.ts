import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { StatementNames } from './statement-names.ts';

const { serialize } = protocol;

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when it parsed the statement. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * PGlite whose repeated statements are prepared once (statement-names.ts). Its own query()
 * parses and plans every statement on each call, which costs more than running most of ours.
 * Queries inside a transaction go through PGlite's transaction object and are left as they are.
 */
export class PreparingPGlite extends PGlite {
  readonly #names = new StatementNames();
  readonly #prepared = new Map<string, PreparedStatement>();

  static async open(options: PGliteOptions): Promise<PreparingPGlite> {
    const client = new PreparingPGlite(options);
    await client.waitReady;
    return client;
  }

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await new Promise((resolve) => setImmediate(resolve));
    const name = options?.blob ? undefined : this.#names.nameFor(text);
    if (name === undefined) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          const statement = await this.#statement(name, text);
          const results = await this.#execute<T>(statement, params, options);
          await this.syncToFs();
          return results;
        } catch (error) {
          // As PGlite's own query() reports a failed statement.
          if (error instanceof Error) Object.assign(error, { query: text, params });
          throw error;
        }
      }),
    );
  }

  async #statement(name: string, text: string): Promise<PreparedStatement> {
    const known = this.#prepared.get(text);
    if (known) return known;
    const messages = await this.execProtocolStream(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, statement);
    return statement;
  }

  async #execute<T>(
    { name, paramTypes }: PreparedStatement,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.execProtocolStream(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [results] = parse.parseResults(messages, this.parsers, options);
    if (!results) throw new Error(`prepared statement ${name} returned no result`);
    return results as Results<T>;
  }
}

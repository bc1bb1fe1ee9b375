import type pg from 'pg';
import { StatementNames } from './statement-names.ts';

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Names the statements of every connection of the pool (statement-names.ts): node-postgres
 * prepares a named statement once per connection and then only binds and executes it.
 */
export function prepareRepeatedStatements(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    (client as { query: QueryFunction }).query = (config: unknown, ...rest: unknown[]) =>
      query(withName(config, names), ...rest);
  });
}

function withName(config: unknown, names: StatementNames): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { name, text } = config as { name?: string; text?: unknown };
  if (name !== undefined || typeof text !== 'string') return config;
  const given = names.nameFor(text);
  return given === undefined ? config : { ...config, name: given };
}

import { escapeHtml } from '../../lib/escape-html.ts';

/** Markup already written by this code: put into a template as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function written(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(written).join('');
  return escapeHtml(String(value));
}

/**
 * A template of markup whose every value is escaped unless it is itself `html`: an order's note
 * or a meal's name cannot add markup to a printed page, whatever it holds.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, index) => out + written(values[index - 1] ?? null) + part),
  );
}

/**
 * A tagged template for HTML: every interpolated value is escaped unless it is itself the result of
 * `html` (a trusted fragment). Arrays are joined; null, undefined and false render nothing.
 */
import { esc } from '../render/svg.js'; // XML escaping of both quote kinds: safe in HTML text and attributes

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the templates interpolate only strings and numbers
  return esc(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

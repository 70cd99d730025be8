/**
 * A minimal XML well-formedness checker and tree walker for the SVG tests (no DTDs, no CDATA):
 * parseXml throws on any well-formedness error and returns the root element; checkDocument holds the
 * checks every SVG of the service must pass.
 */
import { expect } from 'vitest';
import type { Lang } from '../../src/core/labels.js';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  /** Direct text content (entities decoded), children not included. */
  text: string;
  children: XmlElement[];
  parent: XmlElement | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string, where: string): string {
  return s.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & in ${where}`);
    if (name in ENTITIES) return ENTITIES[name];
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    if (/^#x[0-9a-fA-F]+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    throw new Error(`unknown entity &${name}; in ${where}`);
  });
}

export function parseXml(xml: string): XmlElement {
  const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
  const ATTR = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const chunk = xml.slice(i, lt < 0 ? xml.length : lt);
    if (stack.length === 0) {
      if (chunk.trim() !== '') throw new Error(`text outside the root: ${JSON.stringify(chunk.slice(0, 40))}`);
    } else {
      stack[stack.length - 1].text += decode(chunk, 'text');
    }
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt);
      if (end < 0 || root) throw new Error('bad processing instruction');
      i = end + 2;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(xml);
    if (!m) throw new Error(`malformed tag at ${lt}: ${JSON.stringify(xml.slice(lt, lt + 60))}`);
    const [whole, closing, name, attrText, selfClosing] = m;
    if (closing) {
      if (attrText.trim() || selfClosing) throw new Error(`bad end tag ${whole}`);
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      const attrs: Record<string, string> = {};
      for (const a of attrText.matchAll(ATTR)) {
        if (Object.hasOwn(attrs, a[1])) throw new Error(`duplicate attribute ${a[1]} on <${name}>`);
        attrs[a[1]] = decode(a[2] ?? a[3], `attribute ${a[1]}`);
      }
      const parent = stack[stack.length - 1] ?? null;
      const node: XmlElement = { name, attrs, text: '', children: [], parent };
      if (parent) parent.children.push(node);
      else if (root) throw new Error('second root element');
      else root = node;
      if (!selfClosing) stack.push(node);
    }
    i = lt + whole.length;
  }
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

export function* walk(node: XmlElement): Generator<XmlElement> {
  yield node;
  for (const c of node.children) yield* walk(c);
}
export const all = (root: XmlElement, pred: (e: XmlElement) => boolean) => [...walk(root)].filter(pred);
export const textOf = (node: XmlElement): string => node.text + node.children.filter((c) => c.name !== 'title').map(textOf).join('');
export const allText = (root: XmlElement) => [...walk(root)].map((e) => e.text).join('\n');

/** The checks every renderer's output must pass. */
export function checkDocument(svg: string, lang: Lang): XmlElement {
  const root = parseXml(svg);
  expect(root.name).toBe('svg');
  expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  expect(root.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
  expect(Number(root.attrs.width)).toBeGreaterThan(0);
  expect(Number(root.attrs.height)).toBeGreaterThan(0);
  expect(root.attrs.lang).toBe(lang);
  expect(root.attrs['font-family']).toContain('Noto Sans CJK KR');
  expect(root.children[0].name).toBe('title');
  expect(root.children[0].text.length).toBeGreaterThan(0);
  expect(svg).not.toMatch(/NaN|Infinity|undefined|\[object/);
  // Explicit alphabetic baselines only: renderers disagree on dominant-baseline (librsvg ignores it).
  expect(svg).not.toContain('dominant-baseline');
  return root;
}

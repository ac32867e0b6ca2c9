/**
 * Issue 31: an uploaded SVG is rewritten, not judged: DOMPurify's SVG profile (svg + svgFilters) keeps the drawing
 * and drops what runs (scripts under any prefix, event attributes, javascript: in any spelling, foreignObject,
 * animations of links), then the rules below drop what reaches out: a link or a CSS url() that is not a `#id`
 * of the same file (CSS escapes decoded first), @import and the CSS functions that fetch. What is stored is the
 * clean tree written as XML, so the bytes a browser parses are the bytes that were checked, wherever they are
 * opened (served, or saved and opened from disk). Runs in the SVG worker (svgOffThread.ts): jsdom is slow.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The few DOM members used here (the server compiles without the DOM library). */
interface CleanAttr {
  readonly name: string;
  readonly localName: string;
  readonly value: string;
}
interface CleanElement {
  readonly localName: string;
  readonly attributes: ArrayLike<CleanAttr>;
  readonly firstElementChild: CleanElement | null;
  textContent: string | null;
  removeAttribute(name: string): void;
  remove(): void;
  getElementsByTagName(name: string): ArrayLike<CleanElement>;
}
interface CleanWindow {
  XMLSerializer: new () => { serializeToString(node: CleanElement): string };
}

const SVG_PROFILE = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> draws a shape defined once (icons are full of them); its link is held to a #id below.
  ADD_TAGS: ['use'],
  RETURN_DOM_FRAGMENT: true as const,
};

/** Created once per thread: a window costs about a second to build. */
let made: { purify: ReturnType<typeof createDOMPurify>; window: CleanWindow } | undefined;
function sanitizer() {
  if (!made) {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>');
    made = { purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]), window: window as unknown as CleanWindow };
  }
  return made;
}

/** CSS as the browser reads it: comments out, escapes (`\68 `, `\"`) decoded, lower case. */
function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/gi, (_all, hex: string | undefined, char: string | undefined) => {
      if (hex) {
        const code = parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      return char ?? '';
    })
    .toLowerCase();
}

/** CSS that fetches: @import, a url() to anything but a `#id` of this file, or a function that loads an image from a string. */
function cssReachesOut(css: string): boolean {
  const text = decodeCss(css);
  if (text.includes('@import')) return true;
  if (/(^|[^a-z0-9_-])(-[a-z]+-)?(image-set|image|cross-fade|src|expression)\s*\(/.test(text)) return true;
  for (const match of text.matchAll(/url\(\s*(.)/g)) {
    const first = match[1] === '"' || match[1] === "'" ? text.slice(match.index + match[0].length).trimStart()[0] : match[1];
    if (first !== '#') return true;
  }
  return false;
}

/** A raster image written into the file itself (an <image> of an exported icon). */
const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Links may only name a `#id` of the same file; an <image> may also carry its raster inline. */
function linkAllowed(element: CleanElement, value: string): boolean {
  const target = value.trim();
  return target.startsWith('#') || (element.localName === 'image' && INLINE_RASTER.test(target));
}

function dropReachingOut(root: CleanElement): void {
  const elements = [root, ...Array.from(root.getElementsByTagName('*'))];
  for (const element of elements) {
    if (element.localName === 'style' && cssReachesOut(element.textContent ?? '')) {
      element.remove();
      continue;
    }
    for (const { name, localName, value } of Array.from(element.attributes)) {
      if (localName === 'href' ? !linkAllowed(element, value) : cssReachesOut(value)) element.removeAttribute(name);
    }
  }
}

export type CleanSvg = { svg: string } | { problem: 'empty' };

/**
 * The drawing of an SVG without what runs or reaches out, as UTF-8 XML; `empty` when no element is left to draw.
 * @worker svgWorker.mjs loads it by name (tsx's tsImport)
 */
export function cleanSvg(bytes: Uint8Array): CleanSvg {
  const { purify, window } = sanitizer();
  const text = new TextDecoder('utf-8').decode(bytes);
  const fragment = purify.sanitize(text, SVG_PROFILE) as unknown as CleanElement;
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg') return { problem: 'empty' };
  dropReachingOut(root);
  // An icon that would show nothing (all it held was a script) is refused rather than stored blank.
  if (!root.firstElementChild) return { problem: 'empty' };
  return { svg: new window.XMLSerializer().serializeToString(root) };
}

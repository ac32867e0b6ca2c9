import type { PlatformFileKind } from '../contract/platformFile.js';

/**
 * Issue 13: what a file is, read from its bytes (its name and the client's content type are never trusted):
 * PNG, JPEG and WebP by their signatures, ZIP by its local-file header, SVG as UTF-8 text whose first element
 * is <svg>. Anything else (HTML, a script, a PDF, a renamed executable) is null.
 */
export function sniff(bytes: Buffer): PlatformFileKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'PK\u0003\u0004') return 'zip';
  return isSvg(bytes) ? 'svg' : null;
}

function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text after the prolog: an XML declaration, comments, whitespace and a DOCTYPE without an internal subset. */
const PROLOG = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i;

function isSvg(bytes: Buffer): boolean {
  const text = utf8(bytes);
  if (text === null) return false;
  const rest = text.replace(PROLOG, '');
  return /^<svg[\s>/]/i.test(rest) && /<\/svg\s*>\s*$|\/>\s*$/i.test(rest.trimEnd());
}

/**
 * What in an SVG could run or reach out when it is opened as a document (the served copy also carries a
 * Content-Security-Policy that forbids scripts): the file is refused, not rewritten, naming the first finding.
 */
const SVG_DANGERS: Array<[RegExp, string]> = [
  [/<\s*script\b/i, '<script>'],
  [/\son[a-z]+\s*=/i, 'an on… event attribute'],
  [/<\s*foreignObject\b/i, '<foreignObject>'],
  [/<!ENTITY/i, 'an XML entity'],
  [/<\s*(iframe|embed|object|audio|video)\b/i, 'an embedded document'],
  [/(java|vb)script\s*:/i, 'a javascript: URL'],
  [/\b(href|src)\s*=\s*["'][^"']*&#/i, 'an encoded link'],
  [/\b(href|src)\s*=\s*["']?\s*(https?:|\/\/|data:(?!image\/(png|jpeg|webp|gif);))/i, 'an outside reference'],
  [/@import|url\(\s*["']?\s*(https?:|\/\/)/i, 'an outside style reference'],
  [/<\s*(set|animate)\b[^>]*\battributeName\s*=\s*["']?(href|xlink:href|on[a-z]+)/i, 'an animated link or handler'],
];

/** The first dangerous thing an SVG holds, or null when it is a plain drawing. */
export function svgDanger(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  for (const [pattern, what] of SVG_DANGERS) if (pattern.test(text)) return what;
  return null;
}

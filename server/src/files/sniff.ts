import type { PlatformFileKind } from '#contract/endpoints/platformFile.js';

/**
 * Issue 13: what a file is, read from its bytes (its name and the client's content type are never trusted):
 * PNG, JPEG and WebP by their signatures, ZIP by its local-file header, SVG as UTF-8 text whose first element
 * is <svg>. Anything else (HTML, a script, a PDF, a renamed executable) is null. What an SVG holds is not judged
 * here: svg.ts rewrites it (issue 31).
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

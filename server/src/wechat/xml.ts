// Issue 17: the little XML WeChat's callbacks use — flat `<xml>` documents whose fields are text (often CDATA).
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({ parseTagValue: false, parseAttributeValue: false, ignoreAttributes: true, trimValues: true, processEntities: true });

/** The fields under `<xml>` as strings (nested elements as JSON), or undefined when it is not such a document. */
export function parseXmlFields(xml: string): Record<string, string> | undefined {
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch {
    return undefined;
  }
  const root = (doc as { xml?: unknown } | undefined)?.xml;
  if (root === '') return {};
  if (!root || typeof root !== 'object' || Array.isArray(root)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(root as Record<string, unknown>)) {
    fields[name] = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
  return fields;
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** `<xml>` with one element per field: text in CDATA, numbers bare (as WeChat writes CreateTime). */
export function buildXml(fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${typeof value === 'number' ? String(value) : cdata(value)}</${name}>`)
    .join('');
  return `<xml>${body}</xml>`;
}

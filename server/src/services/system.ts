import type { DatabaseKind } from '../db/types.js';
import type { UsageHistoryState } from '../db/seed/usage/demoHistory.js';

/** status: the server's version, database and uptime. */
export function serverStatus(server: { version: string; database: DatabaseKind; startedAt: string; usageHistory: UsageHistoryState }, now = Date.now()) {
  return {
    usageHistory: { ...server.usageHistory },
    status: 'ok' as const,
    version: server.version,
    database: server.database,
    startedAt: server.startedAt,
    uptimeSeconds: Math.max(0, Math.floor((now - Date.parse(server.startedAt)) / 1000)),
  };
}

interface Operation {
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: string[];
  body: string[];
}

type Doc = { paths?: object; info?: { title?: string; version?: string } };
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function bodyFields(operation: Record<string, unknown>): string[] {
  const content = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)?.content;
  const schema = content?.['application/json']?.schema;
  return schema?.properties ? Object.keys(schema.properties) : [];
}

export function listOperations(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(methods as Record<string, unknown>)) {
      if (!METHODS.has(method) || !value || typeof value !== 'object') continue;
      const operation = value as Record<string, unknown>;
      const parameters = ((operation.parameters as Array<{ name: string; in: string }> | undefined) ?? []).map((p) => `${p.name} (${p.in})`);
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ''),
        description: String(operation.description ?? ''),
        tag: String((operation.tags as string[] | undefined)?.[0] ?? ''),
        parameters,
        body: bodyFields(operation),
      });
    }
  }
  return operations;
}

/** A self-contained page (no external assets: nothing may leave the machine) listing every operation. */
export function renderDocsPage(doc: Doc): string {
  const rows = listOperations(doc)
    .map(
      (op) => `<tr><td class="m ${op.method.toLowerCase()}">${op.method}</td><td><code>${escape(op.path)}</code></td>
<td>${escape(op.summary)}<div class="d">${escape(op.description).replace(/\n/g, '<br>')}</div></td>
<td>${escape([...op.parameters, ...op.body.map((b) => `${b} (body)`)].join(', '))}</td></tr>`,
    )
    .join('\n');
  const title = escape(`${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#3b4354}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}
.m{font-weight:700;font-family:monospace}.get{color:#3a72ed}.post{color:#16a34a}.d{color:#6b7280;font-size:.85em}
</style></head><body><h1>${title}</h1>
<p>Every response is <code>{ success, code, data?, error?, errors? }</code>. Raw document: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Input</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

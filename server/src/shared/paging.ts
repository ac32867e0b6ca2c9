import { MAX_PAGE_SIZE } from '#contract/schemas/envelope.js';

/** A list call's page (from 1) and size as the rows to skip and take; sizes above MAX_PAGE_SIZE are capped. */
export function pageWindow(query: { page: number; size: number }): { limit: number; offset: number } {
  const limit = Math.min(query.size, MAX_PAGE_SIZE);
  return { limit, offset: (query.page - 1) * limit };
}

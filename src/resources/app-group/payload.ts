import type { AppGroupAddBody } from '#contract/schemas/appGroup';

/** What app-group/add and app-group/update take of the form (the apps' names, count and dates are the server's). */
export const appGroupPayload = (data: Record<string, unknown>): AppGroupAddBody => ({
  name: String(data.name ?? ''),
  description: String(data.description ?? ''),
  appIds: Array.isArray(data.appIds) ? data.appIds.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [],
});

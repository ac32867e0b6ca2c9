import type { AppAddBody, AppKey, AppUpdateBody } from '#contract/schemas/app';

/** The form's values: the record's fields, select values possibly strings, read-only fields beside them. */
export interface AppFormValues {
  id?: number | string;
  name?: string | null;
  appCode?: string | null;
  companyId?: number | string | null;
  platforms?: string[] | null;
  enabled?: boolean | null;
  buildingIds?: Array<number | string> | null;
  shipped?: boolean;
}

const ids = (values: AppFormValues['buildingIds']): number[] => [...new Set((values ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0))];

/** The writable fields; the server trims and checks them (its 10005 and 10006 messages show under the fields). */
const fieldsOf = (data: AppFormValues) => ({
  name: data.name ?? '',
  appCode: data.appCode ?? '',
  platforms: [...(data.platforms ?? [])],
  enabled: data.enabled ?? true,
  buildingIds: ids(data.buildingIds),
});

/** Body of `app/add` (issue 16). No company chosen: 0, which the server names as `companyId` (the form requires it first). */
export const appAddPayload = (data: AppFormValues): AppAddBody => ({ companyId: Number(data.companyId ?? 0) || 0, ...fieldsOf(data) });

/** Body of `app/update`: every writable field; the app code and company only when changed (a shipped app keeps both). */
export const appUpdatePayload = (data: AppFormValues, previous?: AppFormValues): AppUpdateBody => {
  const { appCode, ...rest } = fieldsOf(data);
  const companyId = Number(data.companyId ?? 0) || undefined;
  return {
    id: Number(data.id),
    ...rest,
    ...(previous?.appCode === appCode ? {} : { appCode }),
    ...(companyId === undefined || Number(previous?.companyId) === companyId ? {} : { companyId }),
  };
};

interface BuildingOption {
  id: number;
  name: string;
  appId: number | null;
  appName: string | null;
}

/** The buildings a form may choose: the company's; one in another app is shown but cannot be chosen (the server refuses it too). */
export const buildingChoices = (buildings: readonly BuildingOption[], appId: number | undefined) =>
  buildings.map((b) => ({
    id: b.id,
    name: b.name,
    otherApp: b.appId !== null && b.appId !== appId ? (b.appName ?? String(b.appId)) : null,
    disabled: b.appId !== null && b.appId !== appId,
  }));

/** What a key's row offers: only an active key rotates; a revoked or expired one cannot be revoked again. */
export const keyActions = (status: AppKey['status']) => ({
  rotate: status === 'active',
  revoke: status === 'active' || status === 'expiring',
});

/** The overlap periods offered when rotating (hours; the server takes 0–720). */
export const OVERLAP_CHOICES = [0, 1, 24, 72, 168, 720] as const;

/** An overlap as words: none, hours under two days, else days. */
export const overlapLabel = (hours: number): { key: string; count: number } =>
  hours === 0
    ? { key: 'app.apps.keys.overlap_now', count: 0 }
    : hours < 48
      ? { key: 'app.apps.keys.overlap_hours', count: hours }
      : { key: 'app.apps.keys.overlap_days', count: hours / 24 };

const TAGS: Record<string, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };

/** A timestamp in the console's language, to the minute; null: the given fallback. */
export const formatTime = (iso: string | null, locale: string, fallback = '—'): string =>
  iso === null
    ? fallback
    : new Intl.DateTimeFormat(TAGS[locale] ?? locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );

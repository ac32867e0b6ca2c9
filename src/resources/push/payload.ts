// Issue 18: the composer's values as the add and update calls take them.
import type { Audience, PushAddBody } from '#contract/schemas/push';

export interface PushFormValues {
  title: string;
  content: string;
  page: string;
  audience: Partial<Audience> & { kind: Audience['kind'] };
  channel: 'wechat' | 'inapp';
  templateId?: string | null;
  send: 'draft' | 'now' | 'at';
  sendAt?: string | Date | null;
}

const FIELDS: Record<Audience['kind'], Array<keyof Audience>> = {
  all: [],
  level: ['levelId', 'days'],
  region: ['regionId', 'days'],
  qrcode: ['qrcodeId'],
  user: ['userId'],
};

export function pushPayload(values: PushFormValues): Omit<PushAddBody, 'buildingId'> {
  const audience = { kind: values.audience.kind } as Record<string, unknown>;
  for (const name of FIELDS[values.audience.kind]) audience[name] = values.audience[name];
  const sendAt = values.send === 'at' && values.sendAt ? new Date(values.sendAt).toISOString() : null;
  return {
    title: values.title,
    content: values.content,
    page: values.page,
    audience: audience as Audience,
    channel: values.channel,
    templateId: values.channel === 'wechat' ? (values.templateId ?? null) : null,
    send: values.send,
    sendAt,
  };
}

export const DEFAULT_VALUES: PushFormValues = {
  title: '',
  content: '',
  page: 'pages/index/index',
  audience: { kind: 'all', days: 7 },
  channel: 'inapp',
  templateId: null,
  send: 'draft',
  sendAt: null,
};

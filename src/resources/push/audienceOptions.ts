// Issue 18: what the composer offers for an audience: the building's levels (the session), regions and QR codes.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { qrcodeApi } from '#contract/endpoints/qrcode';
import { regionApi } from '#contract/endpoints/region';
import type { Audience } from '#contract/schemas/push';
import { call } from '../../dataProvider/httpClient';
import { useBuildingLevels } from '../region/levels';

export interface Choice {
  id: number;
  name: string;
}

export function useAudienceChoices(buildingId: number) {
  const levels = useBuildingLevels(buildingId).map(({ id, name }) => ({ id, name }));
  const regions = useQuery({
    queryKey: ['push', 'regions', buildingId],
    queryFn: () => call(regionApi.list, { query: { buildingId }, silent: true }),
    staleTime: 60_000,
  });
  const qrcodes = useQuery({
    queryKey: ['push', 'qrcodes', buildingId],
    queryFn: () => call(qrcodeApi.page, { query: { buildingId, page: 1, size: 200 }, silent: true }),
    staleTime: 60_000,
  });
  return {
    levels,
    regions: (regions.data ?? []).map((r) => ({ id: r.id, name: r.name })),
    qrcodes: (qrcodes.data?.records ?? []).map((q) => ({ id: q.id, name: q.name })),
  };
}

/** A one-line description of an audience for the list and the detail page. */
export function useAudienceLabel(buildingId: number) {
  const translate = useTranslate();
  const { levels, regions, qrcodes } = useAudienceChoices(buildingId);
  const nameIn = (list: Choice[], id: number | undefined) => list.find((c) => c.id === id)?.name ?? `#${id ?? '?'}`;
  return (audience: Audience): string => {
    const name =
      audience.kind === 'level'
        ? nameIn(levels, audience.levelId)
        : audience.kind === 'region'
          ? nameIn(regions, audience.regionId)
          : audience.kind === 'qrcode'
            ? nameIn(qrcodes, audience.qrcodeId)
            : (audience.userId ?? '');
    return translate(`app.push.audienceSummary.${audience.kind}`, { name, days: audience.days ?? '' });
  };
}

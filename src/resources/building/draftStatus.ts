import type { BuildingVersion, ChangeCounts, FeatureCounts, PublishPreview } from './types';

/**
 * What the draft holds that apps and the building view do not have yet (issue 10): nothing to say
 * (unknown: loading, refused or failed; or nothing unpublished), or unpublished changes, counted by
 * publish-preview for those who may publish, else known from the revisions saved since the newest
 * published version.
 */
export type DraftStatus =
  { kind: 'unknown' } | { kind: 'published' } | { kind: 'unpublished'; neverPublished: boolean; changes: ChangeCounts | null; saves: number | null };

export const changeTotal = (changes: ChangeCounts): number => changes.added + changes.changed + changes.removed;

const featureTotal = (counts: FeatureCounts): number => Object.values(counts).reduce((sum, count) => sum + count, 0);

export const draftStatusOf = (preview: PublishPreview | undefined, versions: readonly BuildingVersion[] | undefined): DraftStatus => {
  if (preview) {
    if (changeTotal(preview.changes) === 0) return { kind: 'published' };
    return { kind: 'unpublished', neverPublished: preview.nextVersion === 1, changes: preview.changes, saves: null };
  }
  const draft = versions?.find((version) => version.status === 'draft');
  if (!draft) return { kind: 'unknown' };
  const newest = versions
    ?.filter((version) => version.status === 'published')
    .reduce<BuildingVersion | null>((best, version) => ((version.version ?? 0) > (best?.version ?? 0) ? version : best), null);
  if (!newest) return featureTotal(draft.counts) > 0 ? { kind: 'unpublished', neverPublished: true, changes: null, saves: null } : { kind: 'unknown' };
  const saves = draft.revision - newest.revision;
  return saves > 0 ? { kind: 'unpublished', neverPublished: false, changes: null, saves } : { kind: 'published' };
};

import type { Source, SourceInput, SourceTypeCode, SourceTypeList } from '#contract/schemas/source';

/** The server's shapes (issue 11: type-only imports of the schemas). */
export type { Source, SourceInput, SourceTypeCode };
export type SourceType = SourceTypeList[number];

/** What the dialog edits: text fields as typed (numbers parsed on save). */
export interface SourceDraft {
  id?: number;
  type: SourceTypeCode;
  title: string;
  icon: string;
  enabled: boolean;
  poiId: string;
  levelId: string;
  lng: string;
  lat: string;
  miniAppId: string;
  path: string;
  url: string;
}

export type DraftField = 'type' | 'title' | 'icon' | 'poiId' | 'levelId' | 'lng' | 'lat' | 'miniAppId' | 'path' | 'url';
export type DraftErrors = Partial<Record<DraftField, string>>;

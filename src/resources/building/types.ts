import type { LngLatDto } from '#contract/schemas/entities';
import type { ImportResultDto } from '#contract/schemas/imdf';
import type { BuildingVersionDto, ChangeCountsDto, FeatureCountsDto, PublishPreviewDto } from '#contract/schemas/map';

/** The building screens' shapes are the server's schema types (issue 11: one contract, type-only imports); a building and its floors are the session's `Building` and `Level`. */

/** A WGS84 point: where the building stands (IMDF building display point). */
export type Anchor = LngLatDto;

/** Feature counts of one building version. */
export type FeatureCounts = FeatureCountsDto;

/** One version of a building (`building-version`): the draft (version null) or a published one (1..n). */
export type BuildingVersion = BuildingVersionDto;

export type ChangeCounts = ChangeCountsDto;

/** `map/publish-preview`: what publishing the draft would change. */
export type PublishPreview = PublishPreviewDto;

/** `building/add-server-map`: the new building and what the archive gave. */
export type ImportResult = ImportResultDto;

import type { BuildingDto, LevelDto, LngLatDto } from '../../../server/src/schemas/entities';
import type { ImportFileReportDto, ImportResultDto, NotTakenDto } from '../../../server/src/schemas/imdf';
import type { BuildingVersionDto, ChangeCountsDto, FeatureCountsDto, PublishPreviewDto } from '../../../server/src/schemas/map';

/** The building screens' shapes are the server's schema types (issue 11: one contract, type-only imports). */

/** A WGS84 point: where the building stands (IMDF building display point). */
export type Anchor = LngLatDto;

export type BuildingLevel = LevelDto;

/** Issue 5 contract: a building of the management screens (`building/page`, `building`), with its anchor and newest published version. */
export type BuildingRecord = BuildingDto;

/** Feature counts of one building version. */
export type FeatureCounts = FeatureCountsDto;

/** One version of a building (`building-version`): the draft (version null) or a published one (1..n). */
export type BuildingVersion = BuildingVersionDto;

export type ChangeCounts = ChangeCountsDto;

/** `map/publish-preview`: what publishing the draft would change. */
export type PublishPreview = PublishPreviewDto;

export type ImportFileReport = ImportFileReportDto;

export type NotTaken = NotTakenDto;

/** `building/add-server-map`: the new building and what the archive gave. */
export type ImportResult = ImportResultDto;

import { poiApi } from '#contract/endpoints/poi';
import { sourceApi } from '#contract/endpoints/source';
import { call } from '../../dataProvider/httpClient';
import type { SourceInput } from './types';

/** Spec §7 source calls (issue 13): `sourceApi` of the contract. */

export const fetchSourceTypes = () => call(sourceApi.types, { silent: true });

export const fetchSources = (appId: number, buildingId: number) => call(sourceApi.list, { query: { appId, buildingId }, silent: true });

/** The whole list in its order. Silent: the caller puts 10005 on the dialog's fields and tells 10006 apart. */
export const saveSources = (appId: number, buildingId: number, sources: SourceInput[]) =>
  call(sourceApi.save, { body: { appId, buildingId, sources }, silent: true });

export const deleteSource = (id: number) => call(sourceApi.delete, { body: { id } });

/** The draft's POIs for the POI picker (silent: without a map reader's permission the picker takes a typed id). */
export const fetchPois = (buildingId: number) => call(poiApi.list, { query: { buildingId }, silent: true });

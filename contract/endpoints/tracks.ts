import type { Track, TrackPage, TrackPageQuery, TrackQuery } from '../schemas/tracks.js';
import { get } from './endpoint.js';

/** Issue 15: the track list's bounds (the schema, the service and the console share them). */
export const TRACK_LIMITS = {
  /** The longest range of the track list, in days. */
  rangeDays: 92,
  /** The list counts matching tracks up to this many (`total` stops there; `more` says so). */
  countUpTo: 10_000,
} as const;

/** Issue 15: the apps' sessions as tracks, beside the statistics calls of spec §2 /location track-list and tracking. */
export const trackApi = {
  page: get<TrackPageQuery, TrackPage>('/api/location/statistics/track/page'),
  one: get<TrackQuery, Track>('/api/location/statistics/track'),
};

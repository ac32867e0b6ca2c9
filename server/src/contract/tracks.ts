import type { Track, TrackPage, TrackPageQuery, TrackQuery } from '../schemas/tracks.js';
import { get } from './endpoint.js';

/** Issue 15: the apps' sessions as tracks, beside the statistics calls of spec §2 /location track-list and tracking. */
export const trackApi = {
  page: get<TrackPageQuery, TrackPage>('/api/location/statistics/track/page'),
  one: get<TrackQuery, Track>('/api/location/statistics/track'),
};

/** The track pages' paths (spec §2 /location, under /statistics: /location is the location area's index). */
export const TRACK_LIST_PATH = '/statistics/location/track-list';
export const TRACKING_PATH = '/statistics/location/tracking';

export const trackingPath = (sessionId: string) => `${TRACKING_PATH}?sessionId=${encodeURIComponent(sessionId)}`;

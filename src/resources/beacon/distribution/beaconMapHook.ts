/**
 * Lets end-to-end tests click a beacon (set by useBeaconLayer): a longitude/latitude as viewport
 * pixels, and whether a beacon's dot is drawn with the map at rest — its data reaches the map
 * through a worker after the map's first idle, and a click before then meets nothing.
 */
declare global {
  interface Window {
    __beaconMap?: {
      project: (lng: number, lat: number) => { x: number; y: number };
      drawn: (id: number) => boolean;
    };
  }
}

export {};

/** Lets end-to-end tests click a beacon: its longitude/latitude as viewport pixels (set by useBeaconLayer). */
declare global {
  interface Window {
    __beaconMap?: { project: (lng: number, lat: number) => { x: number; y: number } };
  }
}

export {};

/** Lets end-to-end tests read the playback map (set by TrackMap): a position as viewport pixels, and the track's features drawn by kind (map at rest). */
declare global {
  interface Window {
    __trackMap?: { project: (lng: number, lat: number) => { x: number; y: number }; drawn: () => Record<string, number> };
  }
}

export {};

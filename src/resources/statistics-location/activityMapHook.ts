/** Lets end-to-end tests read the live map (set by ActivityMap): the regions drawn with users, once the map is at rest (null before). */
declare global {
  interface Window {
    __activityMap?: { drawn: () => number | null };
  }
}

export {};

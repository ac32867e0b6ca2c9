/** Lets end-to-end tests read the location quality map (set by QualityMap): the distinct cells in its source, once the map is at rest (null before). */
declare global {
  interface Window {
    __qualityMap?: { drawn: () => number | null };
  }
}

export {};

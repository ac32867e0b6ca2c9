/** Lets end-to-end tests read the heat map (set by HeatLayerMap): the cells in its source, once the map is at rest (null before). */
declare global {
  interface Window {
    __heatMap?: { drawn: () => number | null };
  }
}

export {};

/** Lets end-to-end tests click a map position: a longitude/latitude to viewport pixels (set by useRoadLayers). */
interface RoadMapHook {
  project: (lng: number, lat: number) => { x: number; y: number };
  levelId: () => number;
}

declare global {
  interface Window {
    __roadMap?: RoadMapHook;
  }
}

export {};

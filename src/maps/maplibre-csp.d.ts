/** MapLibre's CSP build: the same API as the main build, with the worker loaded from setWorkerUrl instead of a blob. */
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import type * as api from 'maplibre-gl';
  const maplibregl: typeof api;
  export default maplibregl;
}

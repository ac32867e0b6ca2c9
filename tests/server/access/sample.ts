import type { FormPart } from '../helpers.js';

/** The ids of the demo's records a sample names (read from the seeded database by the matrix). */
export interface Ids {
  demo: number;
  other: number;
  mall: number;
  office: number;
  tower: number;
  business: number;
  company: number;
  floorRole: number;
  mallRegion: number;
  /** A demo beacon of the mall (issue 13). */
  mallBeacon: { id: number; levelId: number; lng: number; lat: number };
  /** A demo QR code of the mall (issue 13). */
  mallQrcode: number;
  /** The demo company's app (issue 13: navigation links are per app and building). */
  demoApp: number;
}

export interface Sample {
  /** Values of the route's path parameters (`:name`). */
  params?: (ids: Ids) => Record<string, number | string>;
  query?: (ids: Ids) => string;
  body?: (ids: Ids) => object;
  /** A multipart/form-data body instead of JSON (issue 13: file uploads). */
  multipart?: (ids: Ids) => FormPart[];
}

// Issue 13: the coverage estimate of 信标分布. At the centre of each cell of a grid over the level, a
// beacon is heard when its signal, from its TX power, falls off with distance (log-distance path loss)
// and loses a fixed amount at every wall between the two (a change of unit along the line) yet stays
// above a phone's reliable detection level. Cells hearing fewer than `needed` beacons cannot be located.
import type { Position } from 'geojson';
import type { Beacon } from '#contract/schemas/beacon';
import { pointInPolygon } from '#contract/geometry';
import type { MapFeature } from '../../../maps/types';

export const COVERAGE_MODEL = {
  /** RSSI at 1 m for 0 dBm TX power (the iBeacon calibration default): TX power − 59 dBm. */
  atOneMetre: -59,
  pathLossExponent: 2.2,
  /** Shop fronts and partitions (glass, plasterboard) at 2.4 GHz. */
  wallLossDb: 4,
  /** A phone's reliable detection level. */
  heardAboveDbm: -92,
  cellMetres: 2,
  /** Trilateration needs three beacons. */
  needed: 3,
} as const;

type XY = [number, number];
type Shape = { type: string; coordinates: unknown };

interface CoverageCell {
  /** The cell's corners (lng/lat, closed ring). */
  ring: Position[];
  heard: number;
}

export interface Coverage {
  cells: CoverageCell[];
  /** Cells hearing fewer than `needed` beacons. */
  weak: number;
}

/** A flat projection around the level, in metres (enough for a building). */
const projection = (lng0: number, lat0: number) => {
  const kx = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const ky = 110_574;
  return {
    to: ([lng, lat]: Position): XY => [(lng - lng0) * kx, (lat - lat0) * ky],
    from: ([x, y]: XY): Position => [lng0 + x / kx, lat0 + y / ky],
  };
};

/** The polygons (each its rings) of a Polygon or MultiPolygon. */
const polygonsOf = (geometry: Shape): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates as Position[][]] : geometry.type === 'MultiPolygon' ? (geometry.coordinates as Position[][][]) : [];

/** The distance at which a beacon at this TX power drops below detection with no wall in between. */
export const rangeMetres = (txPower: number): number =>
  10 ** ((txPower + COVERAGE_MODEL.atOneMetre - COVERAGE_MODEL.heardAboveDbm) / (10 * COVERAGE_MODEL.pathLossExponent));

/** The received signal at `metres` through `walls` walls. */
export const rssiAt = (txPower: number, metres: number, walls: number): number =>
  txPower + COVERAGE_MODEL.atOneMetre - 10 * COVERAGE_MODEL.pathLossExponent * Math.log10(Math.max(1, metres)) - walls * COVERAGE_MODEL.wallLossDb;

/**
 * The level's units rasterised (which unit covers each square): the walls a line crosses are the times the
 * unit under it changes, so a wall shared by two units, or drawn twice, counts once.
 */
class UnitRaster {
  private readonly ids: Int32Array;
  private readonly columns: number;
  private readonly rows: number;
  constructor(
    units: XY[][][][],
    private readonly origin: XY,
    extent: XY,
    private readonly step = 0.5,
  ) {
    this.columns = Math.max(1, Math.ceil((extent[0] - origin[0]) / step));
    this.rows = Math.max(1, Math.ceil((extent[1] - origin[1]) / step));
    this.ids = new Int32Array(this.columns * this.rows).fill(-1);
    units.forEach((polygons, id) => {
      const points = polygons.flat(2);
      const [cx0, cx1] = [this.column(Math.min(...points.map((p) => p[0]))), this.column(Math.max(...points.map((p) => p[0])))];
      const [cy0, cy1] = [this.row(Math.min(...points.map((p) => p[1]))), this.row(Math.max(...points.map((p) => p[1])))];
      const shape = { type: 'MultiPolygon', coordinates: polygons };
      for (let cx = cx0; cx <= cx1; cx++)
        for (let cy = cy0; cy <= cy1; cy++) {
          const centre: XY = [origin[0] + (cx + 0.5) * step, origin[1] + (cy + 0.5) * step];
          if (pointInPolygon(centre, shape)) this.ids[cy * this.columns + cx] = id;
        }
    });
  }

  private column = (x: number) => Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.origin[0]) / this.step)));
  private row = (y: number) => Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.origin[1]) / this.step)));
  private at = ([x, y]: XY) => this.ids[this.row(y) * this.columns + this.column(x)];

  /** The walls between a and b: changes of unit along the line, sampled every half step. */
  walls(a: XY, b: XY): number {
    const samples = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / (this.step / 2));
    let n = 0;
    let previous = this.at(a);
    for (let i = 1; i <= samples; i++) {
      const t = i / samples;
      const id = this.at([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      if (id !== previous) n++;
      previous = id;
    }
    return n;
  }
}

/** The beacons that are on the air: deployed and heard lately (an unseen or never-seen beacon is silent). */
export const onAir = (beacons: readonly Beacon[]): Beacon[] =>
  beacons.filter((b) => b.lifecycle === 'deployed' && (b.health === 'healthy' || b.health === 'batteryLow'));

/** The estimate over one level: its outline (or, without one, its units) gridded; `features` are the level's. */
export function estimateCoverage(features: readonly MapFeature[], beacons: readonly Beacon[]): Coverage {
  const units = features.filter((f) => f.properties.featureType === 'unit');
  const outlines = features.filter((f) => f.properties.featureType === 'level');
  const area = (outlines.length ? outlines : units).map((f) => f.geometry as Shape);
  const positions = area.flatMap(polygonsOf).flat(2);
  if (!positions.length) return { cells: [], weak: 0 };
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const { to, from } = projection((west + east) / 2, (south + north) / 2);

  const [x0, y0] = to([west, south]);
  const [x1, y1] = to([east, north]);
  const raster = new UnitRaster(
    units.map((unit) => polygonsOf(unit.geometry as Shape).map((polygon) => polygon.map((ring) => ring.map(to)))),
    [x0, y0],
    [x1, y1],
  );
  const sources = onAir(beacons).map((b) => ({ at: to([b.lng, b.lat]), tx: b.txPower, range: rangeMetres(b.txPower) }));

  const cell = COVERAGE_MODEL.cellMetres;
  const cells: CoverageCell[] = [];
  let weak = 0;
  for (let x = x0; x < x1; x += cell)
    for (let y = y0; y < y1; y += cell) {
      const centre: XY = [x + cell / 2, y + cell / 2];
      if (!area.some((shape) => pointInPolygon(from(centre) as [number, number], shape))) continue;
      let heard = 0;
      for (const source of sources) {
        const metres = Math.hypot(source.at[0] - centre[0], source.at[1] - centre[1]);
        if (metres > source.range) continue;
        if (rssiAt(source.tx, metres, raster.walls(source.at, centre)) >= COVERAGE_MODEL.heardAboveDbm) heard++;
      }
      if (heard < COVERAGE_MODEL.needed) weak++;
      const ring = [from([x, y]), from([x + cell, y]), from([x + cell, y + cell]), from([x, y + cell]), from([x, y])];
      cells.push({ ring, heard });
    }
  return { cells, weak };
}

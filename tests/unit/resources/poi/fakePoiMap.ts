import { FakeMap, FakeMarker } from '../../maps/fakeMaplibre';

type Props = Record<string, unknown>;

/** The maps test stand-in, plus what the POI editor asks of a map: its own source and layers, drag pan, projections. */
export class FakePoiMap extends FakeMap {
  readonly sources = new Map<string, { data: unknown; setData: FakeMap['setData'] }>();
  readonly layers: string[] = [];
  readonly dragPan = { enabled: true, disable: () => void (this.dragPan.enabled = false), enable: () => void (this.dragPan.enabled = true) };
  readonly easeTo = vi.fn();
  /** What queryRenderedFeatures answers, per layer. */
  layerHits: Record<string, Props[]> = {};
  private readonly canvas = { style: { cursor: '' } };

  override on(event: string, layerOrHandler: unknown, handler?: unknown) {
    return super.on(event, (typeof layerOrHandler === 'function' ? layerOrHandler : handler) as never);
  }

  addSource(id: string, source: { data: unknown }) {
    const entry: { data: unknown; setData: FakeMap['setData'] } = { data: source.data, setData: vi.fn() };
    entry.setData.mockImplementation((data: unknown) => void (entry.data = data));
    this.sources.set(id, entry);
  }

  removeSource(id: string) {
    this.sources.delete(id);
  }

  addLayer(layer: { id: string }) {
    this.layers.push(layer.id);
  }

  removeLayer(id: string) {
    this.layers.splice(this.layers.indexOf(id), 1);
  }

  override getSource(id?: string) {
    return (id && this.sources.get(id)) || { setData: this.setData };
  }

  override queryRenderedFeatures(_at?: unknown, options?: { layers?: string[] }) {
    return (options?.layers ?? []).flatMap((layer) => (this.layerHits[layer] ?? []).map((properties) => ({ properties })));
  }

  getContainer() {
    return this.options.container as HTMLElement;
  }

  override getBounds() {
    return { ...super.getBounds(), contains: () => true };
  }

  override project(at?: unknown) {
    const [lng, lat] = Array.isArray(at) ? (at as number[]) : [0, 0];
    return { x: Math.round((lng! - 121) * 1e6), y: Math.round((31.001 - lat!) * 1e6) };
  }

  override getCanvas() {
    return this.canvas;
  }

  /** A mouse event as MapLibre hands it to the handlers. */
  mouse(event: string, lngLat: [number, number], point = { x: 10, y: 10 }) {
    this.fire(event, { point, lngLat: { lng: lngLat[0], lat: lngLat[1] }, originalEvent: { button: 0 }, preventDefault: () => undefined } as never);
  }
}

export const fakePoiMaplibre = {
  Map: FakePoiMap,
  Marker: FakeMarker,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
  prewarm: vi.fn(),
};

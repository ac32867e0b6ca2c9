/** A stand-in for MapLibre in jsdom (no WebGL): records what the page asks of the map. */
type Handler = (event: { point: { x: number; y: number } }) => void;

export const maps: FakeMap[] = [];

export class FakeMap {
  readonly options: Record<string, unknown>;
  readonly handlers = new Map<string, Handler[]>();
  readonly layout = new Map<string, string>();
  readonly filters = new Map<string, unknown>();
  readonly setData = vi.fn();
  readonly fitBounds = vi.fn();
  readonly remove = vi.fn();
  /** What queryRenderedFeatures answers next. */
  hits: { properties: Record<string, unknown> }[] = [];
  loaded = false;

  constructor(options: Record<string, unknown>) {
    this.options = options;
    maps.push(this);
    setTimeout(() => this.load(), 0);
  }

  /** The style has loaded (once; tests may load a map before its timer does). */
  load() {
    if (this.loaded || this.removed) return;
    this.loaded = true;
    this.fire('load');
  }

  get removed() {
    return this.remove.mock.calls.length > 0;
  }

  /** As MapLibre's style does: layers and filters change only once the style has loaded, and never after removal. */
  private checkLoaded() {
    if (!this.loaded || this.removed) throw new Error('Style is not done loading.');
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }

  fire(event: string, payload = { point: { x: 1, y: 1 } }) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  addControl() {
    return this;
  }

  getSource() {
    return { setData: this.setData };
  }

  getLayoutProperty(layer: string) {
    return this.layout.get(layer);
  }

  setLayoutProperty(layer: string, _name: string, value: string) {
    this.checkLoaded();
    this.layout.set(layer, value);
  }

  setFilter(layer: string, filter: unknown) {
    this.checkLoaded();
    this.filters.set(layer, filter);
  }

  queryRenderedFeatures() {
    return this.hits;
  }

  getPitch() {
    return 0;
  }

  getBearing() {
    return 0;
  }

  /** The camera's extent: the last fitBounds, else the bounds the map opened on. */
  getBounds() {
    const calls = this.fitBounds.mock.calls;
    const [w, s, e, n] = (calls.length ? calls[calls.length - 1]![0] : this.options.bounds) as number[];
    return { getWest: () => w!, getSouth: () => s!, getEast: () => e!, getNorth: () => n! };
  }

  project() {
    return { x: 0, y: 0 };
  }

  getCanvas() {
    return { style: {} };
  }

  /** jsdom lays nothing out: a container of a desktop map's size, so labels at (0, 0)… are inside it. */
  getContainer() {
    return { clientWidth: 1000, clientHeight: 700 };
  }
}

export class FakeMarker {
  readonly element: HTMLElement;
  constructor({ element }: { element: HTMLElement }) {
    this.element = element;
  }
  setLngLat() {
    return this;
  }
  addTo() {
    document.body.appendChild(this.element);
    return this;
  }
  remove() {
    this.element.remove();
  }
}

export const fakeMaplibre = {
  Map: FakeMap,
  Marker: FakeMarker,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
  prewarm: vi.fn(),
};

import type { Map as MapLibreMap, PointLike } from 'maplibre-gl';

/**
 * Shift + drag draws a box on the map and hands its two corners (canvas pixels) to `onBox`
 * (MapLibre's own shift-drag zoom is turned off). Returns the function that detaches it.
 */
export const attachBoxSelect = (map: MapLibreMap, enabled: () => boolean, onBox: (box: [PointLike, PointLike]) => void): (() => void) => {
  map.boxZoom.disable();
  const container = map.getCanvasContainer();
  let start: [number, number] | null = null;
  let box: HTMLDivElement | null = null;

  const at = (event: MouseEvent): [number, number] => {
    const rect = container.getBoundingClientRect();
    return [event.clientX - rect.left - container.clientLeft, event.clientY - rect.top - container.clientTop];
  };

  const finish = (end: [number, number] | null) => {
    document.removeEventListener('mousemove', onMove);
    document.removeEventListener('mouseup', onUp);
    document.removeEventListener('keydown', onKey);
    box?.remove();
    box = null;
    const from = start;
    start = null;
    map.dragPan.enable();
    if (from && end && (Math.abs(from[0] - end[0]) > 2 || Math.abs(from[1] - end[1]) > 2)) {
      onBox([
        [Math.min(from[0], end[0]), Math.min(from[1], end[1])],
        [Math.max(from[0], end[0]), Math.max(from[1], end[1])],
      ]);
    }
  };

  const onMove = (event: MouseEvent) => {
    if (!start) return;
    const current = at(event);
    if (!box) {
      box = document.createElement('div');
      box.className = 'road-select-box';
      box.dataset.testid = 'road-select-box';
      Object.assign(box.style, {
        position: 'absolute',
        top: '0',
        left: '0',
        border: '2px dashed #1d3557',
        background: 'rgba(255,183,3,0.15)',
        pointerEvents: 'none',
      });
      container.appendChild(box);
    }
    const [x0, x1] = [Math.min(start[0], current[0]), Math.max(start[0], current[0])];
    const [y0, y1] = [Math.min(start[1], current[1]), Math.max(start[1], current[1])];
    box.style.transform = `translate(${x0}px, ${y0}px)`;
    box.style.width = `${x1 - x0}px`;
    box.style.height = `${y1 - y0}px`;
  };
  const onUp = (event: MouseEvent) => finish(at(event));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') finish(null);
  };
  const onDown = (event: MouseEvent) => {
    if (!(event.shiftKey && event.button === 0) || !enabled()) return;
    // The map would pan with this drag: the box takes it instead.
    map.dragPan.disable();
    start = at(event);
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keydown', onKey);
  };

  container.addEventListener('mousedown', onDown, true);
  return () => {
    container.removeEventListener('mousedown', onDown, true);
    finish(null);
  };
};

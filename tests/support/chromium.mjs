// The one Chromium launch of the e2e suite and the bench: Debian's browser, nothing that calls the
// network by itself (DESIGN.md: no request leaves the machine), WebGL through SwiftShader for MapLibre. The page's
// layers are composited and rasterized in the renderer, not in SwiftShader's GPU process (which used about 45% of a
// core): eight map-heavy specs took 103 s instead of 117 s.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
  '--disable-gpu-rasterization',
];

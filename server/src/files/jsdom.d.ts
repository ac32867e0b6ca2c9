// jsdom ships no types and @types/jsdom is not installed: the one member the SVG sanitiser uses (svg.ts casts the window).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}

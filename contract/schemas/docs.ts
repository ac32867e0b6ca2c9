/** The rule in one line, for the routes' OpenAPI descriptions. */
export const OWNERSHIP_DOC =
  'Issue 10: every id in the request (floor, POI, POI type, unit, road segment or connector, time task, region, any map feature) must belong to this building: one of another building answers 10004 and nothing is written (an id that exists nowhere keeps its own answer).';

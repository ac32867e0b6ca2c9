/** The import answer's schemas live with the other schemas (issue 11: one contract); the IMDF route reads them from here. */
export { ImportResultSchema } from '#contract/schemas/imdf.js';

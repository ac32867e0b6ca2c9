import { rawBodyParser } from '../transfer/rawBody.js';
import { MAX_ARCHIVE_MB } from './archive.js';

/** An IMDF archive sent as the body: at most MAX_ARCHIVE_MB (10005 `imdf.tooLarge` beyond). */
export const zipBodyParser = rawBodyParser(MAX_ARCHIVE_MB, 'imdf.tooLarge');

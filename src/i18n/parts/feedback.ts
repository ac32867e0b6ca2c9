import { en } from './feedback/en';
import { es } from './feedback/es';
import { ja } from './feedback/ja';
import { zh } from './feedback/zh';
import { definePart } from './types';

/** Messages of the feedback list and detail (issue 18; keys under resources.feedback, app.feedback and the section's navigation titles). */
export const feedbackMessages = definePart({ en, zh, es, ja });

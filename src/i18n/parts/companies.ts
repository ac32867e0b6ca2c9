import { en } from './companies/en';
import { es } from './companies/es';
import { ja } from './companies/ja';
import { zh } from './companies/zh';
import { definePart } from './types';

/** Platform management's companies (issue 16): list, add, edit, admins, buildings. */
export const companiesMessages = definePart({ en, zh, es, ja });

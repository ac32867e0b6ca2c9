import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The shared suite's browser tests (npm run test:e2e:shared): the specs that read the product owner's
 * shared folder beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which
 * `npm run test:e2e` leaves out. Same server, browser and ports as playwright.config.ts.
 */
export default defineConfig({ ...base, testIgnore: undefined, testMatch: '**/*.shared.spec.ts' });

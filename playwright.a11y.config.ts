import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// One id per run (the workers inherit it), so the report merges only this run's parts.
process.env.A11Y_RUN ??= String(Date.now());

/**
 * Issue 12's accessibility report (npm run a11y:report): axe over every page each demo admin can open,
 * in Chinese and in English; writes .tmp/a11y-report.{json,md} and never fails on violations.
 * Same server, browser and ports as playwright.config.ts, which leaves these specs out.
 */
export default defineConfig({ ...base, testIgnore: undefined, testMatch: '**/a11y/*.spec.ts', timeout: 20 * 60_000 });

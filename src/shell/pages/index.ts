import { matchPath } from 'react-router-dom';
import { declarationsOf } from '../registry';
import type { ShellPage } from './types';

export type { ShellPage } from './types';
export { NOTHING_PATH } from './nothing';

/**
 * The frame's pages (account, about, messages, the application list, help's document, the public sign-in helpers):
 * every folder beside this file, its `index.ts` default-exporting the page's declaration (as the resources are found).
 */
export const SHELL_PAGES: readonly ShellPage[] = declarationsOf(import.meta.glob<{ default?: ShellPage }>('./*/index.ts', { eager: true }));

/** The shell page a path opens, if any. */
export const shellPageAt = (pathname: string): ShellPage | undefined => SHELL_PAGES.find((page) => matchPath(page.path, pathname));

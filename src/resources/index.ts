import { declarationsOf } from '../shell/registry';
import type { ResourceDeclaration } from './types';

/**
 * The registry (docs/architecture.md): App, routes, menus, canAccess and the data provider read it; nothing else
 * lists resources, and nothing lists them here either: every folder beside this file with an `index.ts` whose
 * default export is a declaration is one (found as the shell pages are, src/shell/registry.ts), in the order of
 * their `order` (within an area, the sidebar order of spec §2).
 */
const declarations = import.meta.glob<{ default?: ResourceDeclaration }>('./*/index.ts', { eager: true });

export const resources: readonly ResourceDeclaration[] = declarationsOf(declarations).sort((a, b) => a.order - b.order);

export const findResource = (name: string): ResourceDeclaration | undefined => resources.find((r) => r.name === name);

export type { ResourceDeclaration } from './types';

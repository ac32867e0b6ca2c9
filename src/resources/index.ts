import building from './building';
import locationApp from './location-app';
import type { ResourceDeclaration } from './types';

/** The registry (DESIGN.md §3): App, menus, canAccess and the data provider read it; nothing else lists resources. */
export const resources: readonly ResourceDeclaration[] = [building, locationApp];

export const findResource = (name: string): ResourceDeclaration | undefined => resources.find((r) => r.name === name);

export type { ResourceDeclaration } from './types';

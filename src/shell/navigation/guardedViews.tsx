import type { ComponentType } from 'react';
import type { ResourceDeclaration, ViewKind } from '../../resources/types';
import { PageGuard } from './PageGuard';
import { pageOfView } from './pages';

const cache = new Map<string, ComponentType>();

/** A resource's view wrapped in the page guard; built once per view so React keeps its identity. */
export const guardedView = (resource: ResourceDeclaration, kind: ViewKind): ComponentType | undefined => {
  const View = resource[kind];
  if (!View) return undefined;
  const key = `${resource.name}/${kind}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const page = pageOfView(resource, kind);
  const Guarded = () => (
    <PageGuard resource={resource} page={page}>
      <View />
    </PageGuard>
  );
  Guarded.displayName = `Guarded(${key})`;
  cache.set(key, Guarded);
  return Guarded;
};

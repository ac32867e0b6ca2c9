import type { TranslateFunction as Translate } from 'react-admin';
import type { MapLevel } from '../../maps/types';
import { formatDateTime } from './dates';
import type { ClosedBy, RoadFeature } from './types';

/** A segment's kind: its category (corridor, door, lift…), translated where known. */
export const categoryText = (translate: Translate, feature: RoadFeature): string => {
  const category = feature.properties.category ?? feature.properties.featureType;
  return translate(`app.roads.categories.${category}`, { _: category });
};

/** The level(s) a segment is on. */
export const levelText = (levels: readonly MapLevel[], feature: RoadFeature): string => {
  const ids = feature.properties.levelIds?.length ? feature.properties.levelIds : [feature.properties.levelId];
  return levels
    .filter((level) => ids.includes(level.id))
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((level) => level.shortName || level.name)
    .join(' / ');
};

/**
 * Why a segment is closed: by hand (by whom and when, as the draft records it) or by a time task
 * (named when the task list knows it), and the reason given.
 */
export const closedByText = (translate: Translate, entry: ClosedBy, feature: RoadFeature, taskNames: ReadonlyMap<number, string>): string => {
  let who: string;
  if (entry.kind === 'task') {
    who = translate('app.roads.closed_by.task', { name: taskNames.get(entry.taskId ?? -1) ?? `#${entry.taskId ?? '?'}` });
  } else {
    const { statusChangedBy: by, statusChangedAt: at } = feature.properties;
    who = by ? translate('app.roads.closed_by.manual_by', { name: by, at: at ? formatDateTime(at) : '' }) : translate('app.roads.closed_by.manual');
  }
  return entry.reason ? translate('app.roads.closed_by.with_reason', { who, reason: entry.reason }) : who;
};

/** An active opening task keeping a segment open against the time-task closures. */
export const openedByText = (translate: Translate, entry: { taskId: number; reason: string }, taskNames: ReadonlyMap<number, string>): string => {
  const who = translate('app.roads.closed_by.opened_by_task', { name: taskNames.get(entry.taskId) ?? `#${entry.taskId}` });
  return entry.reason ? translate('app.roads.closed_by.with_reason', { who, reason: entry.reason }) : who;
};

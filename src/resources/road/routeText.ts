import type { TranslateFunction as Translate } from 'react-admin';
import type { MapLevel } from '../../maps/types';
import type { RoutePick, RouteResult, RouteStep } from './types';

const levelLabel = (levels: readonly MapLevel[], id: number | null | undefined): string => {
  const level = levels.find((candidate) => candidate.id === id);
  return level ? level.shortName || level.name : '?';
};

/** "123 米": whole metres. */
export const lengthText = (translate: Translate, metres: number): string => translate('app.roads.route.metres', { n: Math.round(metres) });

/** "约 2 分钟", or seconds under a minute. */
export const durationText = (translate: Translate, seconds: number): string =>
  seconds < 60
    ? translate('app.roads.route.seconds', { n: Math.max(1, Math.round(seconds)) })
    : translate('app.roads.route.minutes', { n: Math.round(seconds / 60) });

/** One step: a walk on a level, or a lift, escalator or stairs from a level to another. */
export const stepText = (translate: Translate, levels: readonly MapLevel[], step: RouteStep): string => {
  const from = levelLabel(levels, step.levelId);
  if (step.kind === 'walk') return translate('app.roads.route.steps.walk', { level: from, length: lengthText(translate, step.length) });
  const to = levelLabel(levels, step.toLevelId ?? step.levelId);
  return translate(`app.roads.route.steps.${step.kind}`, { from, to, _: `${step.kind} ${from} → ${to}` });
};

/** Why no route was found, as the editor should read it. */
export const notFoundText = (translate: Translate, result: Extract<RouteResult, { found: false }>): string =>
  translate(`app.roads.route.not_found.${result.reason}`, { _: translate('app.roads.route.not_found.unreachable') });

/** A picked end: the shop's name, or a point on a level. */
export const pickText = (translate: Translate, levels: readonly MapLevel[], pick: RoutePick | null): string => {
  if (!pick) return translate('app.roads.route.unset');
  const level = levelLabel(levels, pick.levelId);
  return pick.label ? `${pick.label} (${level})` : translate('app.roads.route.point_on', { level });
};

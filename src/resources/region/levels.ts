import { useSession } from '../../shell/session/useSession';
import type { Level } from '../../shell/session/types';

/** The levels of a building as the session's building list has them (highest first, as a lift panel). */
export const useBuildingLevels = (buildingId: number | null | undefined): Level[] => {
  const { buildings } = useSession();
  const building = buildings.find((candidate) => candidate.id === buildingId);
  return [...(building?.levels ?? [])].sort((a, b) => b.ordinal - a.ordinal);
};

export const levelName = (levels: readonly Level[], levelId: number | null | undefined): string | null =>
  levels.find((level) => level.id === levelId)?.name ?? null;

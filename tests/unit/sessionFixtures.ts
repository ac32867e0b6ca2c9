import type { Admin, Building, Level } from '../../src/shell/session/types';

/** An admin as `admin/admin` answers it (the schema's AdminDto); a test gives what it cares about. */
export const anAdmin = (fields: Pick<Admin, 'id' | 'email' | 'adminType' | 'companyId'> & Partial<Admin>): Admin => ({ name: '', enabled: true, ...fields });

type LevelFields = Omit<Level, 'shortName'> & Partial<Pick<Level, 'shortName'>>;

/** A building as `building/batch` answers it (the schema's BuildingDto): what a test leaves out is empty or null. */
export const aBuilding = ({
  levels = [],
  ...fields
}: Pick<Building, 'id' | 'name'> & Partial<Omit<Building, 'levels'>> & { levels?: LevelFields[] }): Building => ({
  address: '',
  companyId: 1,
  companyName: '',
  appId: null,
  appName: null,
  appCode: null,
  anchor: null,
  publishedVersion: null,
  ...fields,
  levels: levels.map((level) => ({ shortName: null, ...level })),
});

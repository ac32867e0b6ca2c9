import { appsMessages } from './apps';
import { beaconsMessages } from './beacons';
import { buildingsMessages } from './buildings';
import { draftStatusMessages } from './draftStatus';
import { filesMessages } from './files';
import { layoutMessages } from './layout';
import { mapsMessages } from './maps';
import { navigationMessages } from './navigation';
import { poisMessages } from './pois';
import { qrcodesMessages } from './qrcodes';
import { mapListMessages } from './mapList';
import { regionsMessages } from './regions';
import { roadsMessages } from './roads';
import { shellMessages } from './shell';
import { sourcesMessages } from './sources';
import { statisticsMessages } from './statistics';
import { tracksMessages } from './tracks';
import { heatMessages } from './heat';
import { activityMessages } from './activity';
import { qualityMessages } from './quality';
import { analysisMessages } from './analysis';
import { usersMessages } from './users';
import { companiesMessages } from './companies';
import { appUsersMessages } from './appUsers';
import { appGroupsMessages } from './appGroups';
import { aliappMessages } from './aliapp';
import { wxappCodeMessages } from './wxappCode';
import { wxappMessages } from './wxapp';
import { statMessages } from './stat';
import { feedbackMessages } from './feedback';
import { pushMessages } from './push';

/** Feature message parts, merged over the base messages of each language. */
export const messageParts = [
  navigationMessages,
  layoutMessages,
  shellMessages,
  usersMessages,
  companiesMessages,
  appUsersMessages,
  appGroupsMessages,
  aliappMessages,
  wxappCodeMessages,
  wxappMessages,
  statMessages,
  mapsMessages,
  regionsMessages,
  poisMessages,
  buildingsMessages,
  draftStatusMessages,
  roadsMessages,
  beaconsMessages,
  filesMessages,
  qrcodesMessages,
  mapListMessages,
  appsMessages,
  sourcesMessages,
  statisticsMessages,
  tracksMessages,
  heatMessages,
  activityMessages,
  qualityMessages,
  analysisMessages,
  feedbackMessages,
  pushMessages,
];

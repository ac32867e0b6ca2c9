import admin from './admin';
import aliapp from './aliapp';
import appGroup from './app-group';
import beacon from './beacon';
import building from './building';
import company from './company';
import feedback from './feedback';
import locationApp from './location-app';
import map from './map';
import qrcode from './qrcode';
import region from './region';
import road from './road';
import role from './role';
import source from './source';
import push from './push';
import stat from './stat';
import statisticsApplication from './statistics-application';
import statisticsHeatMap from './statistics-heat-map';
import statisticsLocation from './statistics-location';
import statisticsOwnerService from './statistics-owner-service';
import statisticsPoi from './statistics-poi';
import statisticsQrcode from './statistics-qrcode';
import statisticsTerminal from './statistics-terminal';
import statisticsUserActivation from './statistics-user-activation';
import statisticsUserAttribute from './statistics-user-attribute';
import type { ResourceDeclaration } from './types';
import user from './user';
import wxapp from './wxapp';

/**
 * The registry (DESIGN.md §3): App, routes, menus, canAccess and the data provider read it; nothing
 * else lists resources. The order within an area is the sidebar order of spec §2.
 */
export const resources: readonly ResourceDeclaration[] = [
  building,
  region,
  road,
  beacon,
  qrcode,
  source,
  push,
  feedback,
  statisticsApplication,
  statisticsLocation,
  statisticsHeatMap,
  statisticsPoi,
  statisticsQrcode,
  statisticsUserAttribute,
  statisticsUserActivation,
  statisticsTerminal,
  statisticsOwnerService,
  admin,
  role,
  company,
  locationApp,
  appGroup,
  wxapp,
  aliapp,
  map,
  user,
  stat,
];

export const findResource = (name: string): ResourceDeclaration | undefined => resources.find((r) => r.name === name);

export type { ResourceDeclaration } from './types';

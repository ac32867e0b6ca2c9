// Issue 13: a scanned code back from its scene. WeChat hands the mini-program only the scene (at most 32
// characters): the payload itself, or k=<shortCode> when the payload did not fit. The app asks here for the
// whole payload and, for a code hung at a known place, that place: a scan is also a location fix.
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import { qrcodeByScene } from '../repos/qrcode.js';
import { appByCode } from '../repos/source.js';
import type { QrcodeScene, QrcodeSceneQuery } from '#contract/schemas/qrcodeScene.js';

/** Unknown app 10004, disabled app 10003 (as getConfig); no enabled code of the app's buildings with that scene 10004. */
export async function resolveScene(db: Db, { appCode, scene }: QrcodeSceneQuery): Promise<QrcodeScene> {
  const app = await appByCode(db, appCode);
  if (!app) throw new AppError(Code.NOT_FOUND, 'appConfig.unknown', { appCode });
  if (!app.enabled) throw new AppError(Code.FORBIDDEN, 'appConfig.disabled', { appCode });
  const code = await qrcodeByScene(db, app.id, scene);
  if (!code) throw new AppError(Code.NOT_FOUND, 'qrcode.sceneUnknown', { scene });
  return code;
}

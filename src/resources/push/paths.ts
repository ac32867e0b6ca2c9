/** Issue 18: the push detail page (the failed-push message links here: /push/push-detail/<id>). */
export const PUSH_DETAIL_PATH = '/push/push-detail/:id';
export const pushDetailPath = (id: number | string): string => `/push/push-detail/${id}`;

import { get, post } from './endpoint.js';

/** The message centre (spec §3, §7). */
export const messageApi = {
  userPage: get('/api/location/message/user-messages/page'),
  page: get('/api/location/message/page'),
  types: get('/api/location/message/message-type'),
  markRead: post('/api/location/message/mark-read'),
  markAllRead: post('/api/location/message/mark-all-read'),
  markDelete: post('/api/location/message/mark-delete'),
};

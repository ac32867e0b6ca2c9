import type { BuildingIdQuery } from '../schemas/entities.js';
import type { Static } from 'typebox';
import type {
  FeedbackAddBody,
  FeedbackAdded,
  FeedbackAssignBody,
  FeedbackAssignees,
  FeedbackDetail,
  FeedbackIdQuery,
  FeedbackMine,
  FeedbackMineQuery,
  FeedbackPage,
  FeedbackPageQuery,
  FeedbackReplyBody,
  FeedbackScreenshot,
  FeedbackStateBody,
} from '../schemas/feedback.js';
import { LONG_TIMEOUT_MS, get, post } from './endpoint.js';

/** Issue 18: the apps' feedback calls, authenticated by the location app's key (X-App-Key), like /api/collect. */
export const feedbackAppApi = {
  add: post<FeedbackAddBody, FeedbackAdded>('/api/app/feedback/add'),
  /** multipart/form-data with one part `file`. */
  screenshot: post<FormData, FeedbackScreenshot>('/api/app/feedback/screenshot', LONG_TIMEOUT_MS),
  mine: get<FeedbackMineQuery, FeedbackMine>('/api/app/feedback/list'),
};

/** Issue 18: the console's feedback inbox (spec §6 VIEW_FEEDBACK on the building). */
export const feedbackApi = {
  page: get<FeedbackPageQuery, FeedbackPage>('/api/location/feedback/page'),
  one: get<FeedbackIdQuery, FeedbackDetail>('/api/location/feedback'),
  assignees: get<Static<typeof BuildingIdQuery>, FeedbackAssignees>('/api/location/feedback/assignees'),
  reply: post<FeedbackReplyBody, FeedbackDetail>('/api/location/feedback/reply'),
  state: post<FeedbackStateBody, FeedbackDetail>('/api/location/feedback/state'),
  assign: post<FeedbackAssignBody, FeedbackDetail>('/api/location/feedback/assign'),
};

/** The multipart part that holds a screenshot. */
export const FEEDBACK_SCREENSHOT_FIELD = 'file';

/** The console page of one feedback (the message centre links to it). */
export const feedbackDetailLink = (id: number): string => `/feedback/feedback-detail/${id}`;

/** The console's feedback list (a message about a burst of feedback links to it, issue 31). */
export const FEEDBACK_LIST_LINK = '/feedback/feedback-list';

export const FEEDBACK_LIMITS = {
  text: 500,
  contact: 50,
  screenshots: 4,
  /** A screenshot's size, KB. */
  screenshotKb: 2048,
  /** How far around the place the detail looks for beacons, metres. */
  beaconRadius: 30,
  /** How far around the feedback's time the detail reads the location events, minutes. */
  eventWindowMinutes: 15,
} as const;

/** The WeChat mini-program feedback categories, then the positioning ones. */
export const FEEDBACK_CATEGORIES = ['cannotOpen', 'crash', 'lag', 'slowLoad', 'inaccurateLocation', 'navigationError', 'mapError', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStateValue = (typeof FEEDBACK_STATES)[number];

/** The moves between states the inbox allows (others: 10005 naming `state`). */
export const FEEDBACK_MOVES: Record<FeedbackStateValue, readonly FeedbackStateValue[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

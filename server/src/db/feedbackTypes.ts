import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './types.js';

// Issue 18's user feedback (migration 028).
export type FeedbackState = 'open' | 'in_progress' | 'resolved' | 'closed';

export interface FeedbackTable {
  id: Generated<number>;
  appId: number;
  buildingId: number;
  userId: string;
  sessionId: ColumnType<string, string | undefined, string>;
  category: string;
  text: string;
  contact: ColumnType<string, string | undefined, string>;
  platform: string;
  appVersion: string;
  brand: string;
  model: string;
  os: string;
  osVersion: string;
  levelId: number | null;
  lng: number | null;
  lat: number | null;
  state: ColumnType<FeedbackState, FeedbackState | undefined, FeedbackState>;
  assigneeId: ColumnType<number | null, number | null | undefined, number | null>;
  occurredAt: Date;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface FeedbackScreenshotTable {
  fileId: number;
  appId: number;
  feedbackId: ColumnType<number | null, number | null | undefined, number | null>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface FeedbackEventTable {
  id: Generated<number>;
  feedbackId: number;
  kind: 'reply' | 'state' | 'assign';
  adminId: number | null;
  adminName: ColumnType<string, string | undefined, string>;
  text: ColumnType<string, string | undefined, string>;
  fromState: ColumnType<string | null, string | null | undefined, string | null>;
  toState: ColumnType<string | null, string | null | undefined, string | null>;
  assigneeId: ColumnType<number | null, number | null | undefined, number | null>;
  assigneeName: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface FeedbackDatabase {
  feedback: FeedbackTable;
  feedbackScreenshot: FeedbackScreenshotTable;
  feedbackEvent: FeedbackEventTable;
}

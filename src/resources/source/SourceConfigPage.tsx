import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { SOURCE_LIMITS } from '#contract/endpoints/source';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { useSession } from '../../shell/session/useSession';
import type { Building } from '../../shell/session/types';
import { deleteSource } from './api';
import { PhonePreview } from './PhonePreview';
import { SourceDialog } from './SourceDialog';
import { SourceList } from './SourceList';
import { draftOf, emptyDraft, moveItem, targetText, toInput } from './model';
import type { Source, SourceDraft, SourceInput, SourceTypeCode } from './types';
import { useSources } from './useSources';

/** 导航链接配置 of one building of one app: the list with drag ordering, add, edit, enable, delete, and the app's preview. */
const SourceConfig = ({ building, appId }: { building: Building; appId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'source', action: 'edit' });
  const { types, list, pois, save, refresh, enqueue } = useSources(appId, building.id);
  const [editing, setEditing] = useState<SourceDraft | null>(null);
  const [deleting, setDeleting] = useState<Source | null>(null);
  const sources = list.data ?? [];
  const typeName = (code: SourceTypeCode) => {
    const names = types.data?.find((t) => t.code === code)?.names;
    return names ? (names[locale as keyof typeof names] ?? names.en) : translate(`app.sources.types.${code}`);
  };
  const poiName = (id: string) => pois.data?.find((p) => p.id === id)?.name || undefined;
  const levelName = (id: number) => building.levels.find((l) => l.id === id)?.name;
  /** Where a link stands in the list a save sends: its place, or last for a new one. */
  const indexOf = (draft: SourceDraft, list: readonly Source[]) => (draft.id === undefined ? list.length : list.findIndex((s) => s.id === draft.id));
  const move = (from: number, to: number) =>
    void enqueue((current) => {
      const next = moveItem(current, from, to);
      return save(next.map(toInput), next);
    });
  const toggle = (id: number) =>
    void enqueue((current) => {
      const next = current.map((s) => (s.id === id ? { ...s, enabled: !s.enabled } : s));
      return save(next.map(toInput), next);
    });
  const saveDraft = (draft: SourceDraft) => (input: SourceInput) =>
    enqueue(async (current) => {
      const next = current.map(toInput);
      const index = indexOf(draft, current);
      next.splice(index, index < next.length ? 1 : 0, input);
      await save(next);
      notify('app.sources.saved', { type: 'success' });
    });
  const remove = () => {
    const target = deleting;
    setDeleting(null);
    if (target)
      void enqueue(async () => {
        await deleteSource(target.id).catch(() => undefined);
        await refresh();
      });
  };
  const add = () => setEditing(emptyDraft('poi', building.anchor, building.levels[0]?.id));

  if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} data-testid="source-loading" />;
  if (list.isError)
    return (
      <Alert
        severity="error"
        data-testid="source-error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('app.sources.load_failed', { message: list.error.message })}
      </Alert>
    );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="subtitle1" component="h2">
                {translate('app.sources.app', { name: building.appName ?? '' })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(canEdit ? 'app.sources.hint' : 'app.sources.read_only')}
              </Typography>
            </Box>
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={sources.length >= SOURCE_LIMITS.perBuilding} data-testid="source-add">
                {translate('app.sources.add')}
              </Button>
            )}
          </Stack>
          {sources.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="source-empty">
              {translate('app.sources.empty')}
            </Typography>
          ) : (
            <SourceList
              sources={sources}
              canEdit={canEdit}
              typeName={(s) => typeName(s.type)}
              target={(s) => targetText(s, { poi: poiName, level: levelName })}
              onMove={move}
              onToggle={(index) => toggle(sources[index].id)}
              onEdit={(s) => setEditing(draftOf(s))}
              onDelete={setDeleting}
            />
          )}
        </CardContent>
      </Card>
      <PhonePreview appName={building.appName ?? ''} buildingName={building.name} sources={sources} />
      {editing && (
        <SourceDialog
          initial={editing}
          index={indexOf(editing, sources)}
          types={types.data ?? []}
          typeName={typeName}
          levels={building.levels}
          pois={pois.isError ? null : (pois.data ?? [])}
          onSave={saveDraft(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="app.sources.delete_title"
        content="app.sources.delete_text"
        translateOptions={{ title: deleting?.title ?? '' }}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};

/** Spec §2 source-config (VIEW_SOURCE; EDIT_SOURCE changes): the selected building's navigation links, per its app. */
export const SourceConfigPage = () => {
  const translate = useTranslate();
  const { buildings } = useSession();
  return (
    <BuildingPage title="app.navigation.pages.source-config" namedTitle testId="source-config-page">
      {(buildingId) => {
        const building = buildings.find((b) => b.id === buildingId);
        if (!building || building.appId === null)
          return (
            <Alert severity="info" data-testid="source-no-app">
              {translate('app.sources.no_app')}
            </Alert>
          );
        return <SourceConfig building={building} appId={building.appId} />;
      }}
    </BuildingPage>
  );
};

import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WxappDto } from '#contract/schemas/wxapp';

/** 体验者 (bind_tester / unbind_tester): the list with remove, and add by WeChat id. */
export const Testers = ({
  record,
  onAdd,
  onRemove,
}: {
  record: WxappDto;
  onAdd: (wechatid: string) => Promise<boolean>;
  onRemove: (userstr: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [wechatid, setWechatid] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      if (await onAdd(wechatid.trim())) setWechatid('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      {record.testers.length ? (
        <List dense sx={{ maxWidth: 480 }} data-testid="wxapp-testers">
          {record.testers.map((t) => {
            const name = t.wechatid || t.userstr;
            return (
              <ListItem
                key={t.userstr}
                secondaryAction={
                  <IconButton edge="end" aria-label={translate('app.wxapp.edit.removeTester', { name })} onClick={() => void onRemove(t.userstr)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={name} secondary={t.wechatid ? t.userstr : undefined} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Chip size="small" variant="outlined" label={translate('app.wxapp.edit.noTesters')} />
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mt: 1 }}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          size="small"
          label={translate('app.wxapp.edit.wechatid')}
          value={wechatid}
          fullWidth={false}
          sx={{ width: 260 }}
          onChange={(e) => setWechatid(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'wxapp-tester-id' } }}
        />
        <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap' }} disabled={busy || !wechatid.trim()} data-testid="wxapp-tester-add">
          {translate('app.wxapp.edit.addTester')}
        </Button>
      </Stack>
    </Box>
  );
};

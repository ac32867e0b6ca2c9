import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageType, ReadFilter, TypeFilter } from './types';
import { useTypeName } from './useTypeName';

const READ_FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

interface MessageFiltersProps {
  read: ReadFilter;
  type: TypeFilter;
  types: MessageType[];
  everyone: boolean;
  /** Only platform administrators may see everyone's messages. */
  canSeeEveryone: boolean;
  onRead: (read: ReadFilter) => void;
  onType: (type: TypeFilter) => void;
  onEveryone: (everyone: boolean) => void;
}

/** All / unread / read tabs, the message-type filter and, for platform admins, everyone's messages. */
export const MessageFilters = (props: MessageFiltersProps) => {
  const translate = useTranslate();
  const typeName = useTypeName(props.types);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', px: 2 }}
    >
      <Tabs value={props.read} onChange={(_, value: ReadFilter) => props.onRead(value)} aria-label={translate('app.shell.message.state')}>
        {READ_FILTERS.map((value) => (
          <Tab key={value} value={value} label={translate(`app.shell.message.${value}`)} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
        {props.canSeeEveryone && (
          <FormControlLabel
            control={<Switch checked={props.everyone} onChange={(event) => props.onEveryone(event.target.checked)} />}
            label={translate('app.shell.message.everyone')}
            sx={{ whiteSpace: 'nowrap' }}
          />
        )}
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="message-type-filter">{translate('app.shell.message.type')}</InputLabel>
          <Select
            labelId="message-type-filter"
            label={translate('app.shell.message.type')}
            value={props.type}
            onChange={(event) => props.onType(event.target.value as TypeFilter)}
          >
            <MenuItem value="">{translate('app.shell.message.all_types')}</MenuItem>
            {props.types.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {typeName(type.value)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
};

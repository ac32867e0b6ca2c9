import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ShownVersion = 'published' | 'draft';

/** The building view's 已发布 / 草稿 switch (issue 10): the map apps read, or the one the editors change. */
export const VersionToggle = ({ value, onChange }: { value: ShownVersion; onChange: (version: ShownVersion) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, version: ShownVersion | null) => version && onChange(version)}
      aria-label={translate('app.draft_status.version')}
      data-testid="version-toggle"
    >
      <ToggleButton value="published" sx={{ textTransform: 'none', px: 1.5 }}>
        {translate('app.draft_status.published')}
      </ToggleButton>
      <ToggleButton value="draft" sx={{ textTransform: 'none', px: 1.5 }}>
        {translate('app.draft_status.draft')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
};

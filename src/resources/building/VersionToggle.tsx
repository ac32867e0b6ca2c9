import { ChoiceToggle } from '../../shell/layout/ChoiceToggle';

export type ShownVersion = 'published' | 'draft';

const CHOICES = [
  ['published', 'app.draft_status.published'],
  ['draft', 'app.draft_status.draft'],
] as const;

/** The building view's 已发布 / 草稿 switch (issue 10): the map apps read, or the one the editors change. */
export const VersionToggle = ({ value, onChange }: { value: ShownVersion; onChange: (version: ShownVersion) => void }) => (
  <ChoiceToggle value={value} choices={CHOICES} onChange={onChange} label="app.draft_status.version" testId="version-toggle" />
);

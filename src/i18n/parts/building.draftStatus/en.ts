/** Issue 10: the draft's unpublished changes, in the building view and the POI and road editors. */
export const en = {
  app: {
    draft_status: {
      changes: '%{smart_count} unpublished change in the draft |||| %{smart_count} unpublished changes in the draft',
      counts: ' (%{list})',
      none: 'Published: the draft has no unpublished changes',
      saves: 'The draft was saved %{smart_count} time since the last publication |||| The draft was saved %{smart_count} times since the last publication',
      never: 'Not published yet: apps cannot use this map until it is published',
      hint: 'Edits are saved to the draft; the building preview and the apps show the published version until the draft is published.',
      hint_ask:
        'Edits are saved to the draft; the building preview and the apps show the published version until the draft is published, which needs the “Edit building” permission.',
      view_draft: 'View the draft',
      publish: 'Publish…',
      version: 'Version shown',
      published: 'Published',
      draft: 'Draft',
    },
  },
};

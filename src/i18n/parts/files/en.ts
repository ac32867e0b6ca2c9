/** Messages of the platform file input (issue 13), English: the keys every language must have. */
export const en = {
  app: {
    files: {
      upload: 'Upload',
      replace: 'Replace',
      remove: 'Remove',
      uploading: 'Uploading…',
      preview: 'Preview',
      none: 'None',
      hint: '%{types}, at most %{size}',
      poi_type_icon: 'Own icon (optional)',
      poi_type_icon_hint: 'Shown instead of the icon above. %{types}, at most %{size}',
    },
  },
};

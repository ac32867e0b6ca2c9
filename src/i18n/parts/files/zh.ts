import type { MessageTree } from '../../types';
import type { en } from './en';

/** 平台文件上传（issue 13）。 */
export const zh: MessageTree<typeof en> = {
  app: {
    files: {
      upload: '上传',
      replace: '更换',
      remove: '移除',
      uploading: '正在上传…',
      preview: '预览',
      none: '无',
      hint: '%{types}，不超过 %{size}',
      poi_type_icon: '自定义图标（可选）',
      poi_type_icon_hint: '设置后代替上面的图标显示。%{types}，不超过 %{size}',
    },
  },
};

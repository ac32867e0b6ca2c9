import type { MessageTree } from '../../types';
import type { en } from './en';

/** 二维码页面（issue 13），简体中文：产品的主要语言。 */
export const zh: MessageTree<typeof en> = {
  resources: {
    qrcode: {
      name: '二维码',
      fields: {
        name: '名称',
        levelId: '楼层',
        lng: '经度',
        lat: '纬度',
        page: '小程序页面',
        payload: '场景值 / 内容',
        scene: '场景值',
        scans: '扫码次数',
        kind: '类型',
        batch: '批次',
        enabled: '启用',
        count: '生成数量',
        q: '搜索',
      },
    },
  },
  app: {
    navigation: {
      sections: { qrcode: '二维码管理' },
      pages: {
        'qrcode-list': '二维码列表',
        'qrcode-add': '新增二维码',
        'qrcode-edit': '编辑二维码',
        'qrcode-success': '二维码生成成功',
      },
    },
    qrcodes: {
      search: '名称、场景值、页面或批次',
      kind: { wechat: '微信小程序码', alipay: '支付宝', url: '普通链接' },
      enabled: '已启用',
      disabled: '已停用',
      no_level: '不指定楼层',
      view_image: '查看图片',
      print_batch: '打印批次',
      delete_title: '删除二维码“%{recordRepresentation}”？',
      delete_content: '删除后无法恢复，已打印的二维码将失效。如需保留记录，请改为停用。',
      groups: { code: '二维码', target: '打开的页面', place: '张贴位置', batch: '批次' },
      hints: {
        page: '例如 pages/index/index：开头不加“/”，不带“?”参数',
        place: '可选：张贴的二维码位置已知，扫码即可定位。位置须在楼层轮廓内。',
        batch: '同一批打印的二维码的分组名称',
        count: '大于 1 时批量生成：名称-01、名称-02……',
      },
      scene: {
        empty: '未填写内容：微信将收到一个短码。',
        fits: '%{length} / %{max} 个字符：微信直接以此作为场景值。',
        kept: '%{length} 个字符（超过 %{max} 个或含微信不支持的字符）：内容保存在服务器，微信收到一个短码。',
      },
      place: '位置',
      width: '宽度',
      width_px: '%{width} 像素',
      download: '下载 PNG',
      print: '打印',
      back_to_list: '返回列表',
      image_alt: '二维码“%{name}”',
      not_found: '该二维码不存在或您无权查看。',
    },
  },
};

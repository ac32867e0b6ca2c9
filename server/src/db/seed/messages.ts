import type { MessageDraft } from '../../messaging/catalog.js';
import type { Db } from '../types.js';

type Dated = MessageDraft & { daysAgo: number };

const MAINTENANCE: Dated = {
  type: 'notice',
  daysAgo: 1,
  title: '系统维护通知',
  content: '平台将于本周六 02:00–04:00 进行例行维护，期间地图编辑与数据分析可能暂时无法使用，定位与导航服务不受影响。',
  titleEn: 'Scheduled maintenance',
  contentEn:
    'The platform will be under routine maintenance this Saturday 02:00–04:00. Map editing and analytics may be unavailable; positioning and navigation keep working.',
};

const RELEASE: Dated = {
  type: 'system',
  daysAgo: 6,
  title: '新版本上线：消息中心',
  content: '管理平台新增消息中心，系统通知、安全提醒与公告会集中显示在这里，页头的角标显示未读数量。',
  titleEn: 'New release: message centre',
  contentEn:
    'The console now has a message centre: system notices, security alerts and announcements gather here, and the header badge shows how many are unread.',
};

/** Extra message per demo admin, matching what that admin looks after. */
const BY_ROLE: Record<'platform' | 'company' | 'business' | 'other', Dated> = {
  platform: {
    type: 'notice',
    daysAgo: 3,
    title: '新公司入驻：Other Co',
    content: 'Other Co 已完成入驻，其建筑 Other Co Tower 已开通。请确认该公司的应用与管理员配置。',
    titleEn: 'New company on board: Other Co',
    contentEn: 'Other Co has joined and its building Other Co Tower is live. Please check the company’s app and administrator set-up.',
  },
  company: {
    type: 'notice',
    daysAgo: 2,
    title: '信标电量提醒',
    content: '环球购物中心 B1 层有 3 个信标电量低于 20%，请安排巡检更换电池，以免影响定位精度。',
    titleEn: 'Beacon battery alert',
    contentEn: 'Three beacons on B1 of 环球购物中心 are below 20% battery. Schedule a round to replace them before positioning accuracy drops.',
  },
  business: {
    type: 'notice',
    daysAgo: 2,
    title: '店铺 POI 待更新',
    content: '环球购物中心 2F 有 2 家店铺完成装修后重新开业，请更新对应 POI 的名称与营业时间。',
    titleEn: 'Shop POIs to update',
    contentEn: 'Two shops on 2F of 环球购物中心 reopened after refurbishment. Please update their POI names and opening hours.',
  },
  other: {
    type: 'notice',
    daysAgo: 2,
    title: '楼层图已发布',
    content: 'Other Co Tower 的 L1、L2 楼层图已发布，移动端将在下次启动时加载新地图。',
    titleEn: 'Floor plans published',
    contentEn: 'The L1 and L2 floor plans of Other Co Tower are published; the mobile apps load them on their next start.',
  },
};

/** Spec §1 message centre: each demo admin starts with a few unread messages, so the badge is not empty. */
export async function seedMessages(db: Db, admins: Record<keyof typeof BY_ROLE, number>, now = new Date()): Promise<void> {
  const rows = Object.entries(admins).flatMap(([key, adminId]) =>
    [RELEASE, BY_ROLE[key as keyof typeof BY_ROLE], MAINTENANCE].map(({ daysAgo, ...draft }) => ({
      adminId,
      ...draft,
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
    })),
  );
  await db.insertInto('message').values(rows).execute();
}

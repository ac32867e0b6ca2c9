import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    user: {
      name: '用户',
      fields: {
        userId: '用户 ID',
        apps: '应用',
        platforms: '平台',
        firstSeen: '首次出现',
        lastSeen: '最近出现',
        sessions: '会话数',
        device: '最近设备',
        q: '用户 ID',
        appId: '应用',
        platform: '平台',
      },
    },
  },
  app: {
    navigation: {
      sections: { user: '用户管理' },
      pages: { 'user-list': '用户列表' },
    },
    appUsers: {
      search: '用户 ID 开头…',
      app: '应用',
      platform: '平台',
      platforms: { wechat: '微信', alipay: '支付宝', ios: 'iOS', android: 'Android' },
      emptyTitle: '暂无应用用户',
      emptyBody: '应用使用定位应用密钥上报事件后，用户会出现在这里。',
      noMatch: '没有符合筛选条件的用户。',
      clearFilters: '清除筛选',
      loadFailed: '用户列表加载失败：%{message}',
      retry: '重试',
      activity: '用户活动',
      back: '应用用户',
      notFound: '该用户不存在：从未出现或已被删除。',
      events: '事件数',
      perDay: '每日事件数（近 30 天）',
      recentSessions: '最近会话',
      noSessions: '没有保留的会话（超过保留期的原始事件已清除）。',
      session: { building: '建筑', started: '开始时间', duration: '时长', events: '事件数', fixes: '定位点' },
      erase: '删除用户数据',
      eraseTitle: '删除用户 %{userId} 的全部数据？',
      eraseWhat:
        '将删除其 %{events} 条原始事件、会话、轨迹、热力图出现记录和首次/最近出现记录，并从其活跃日期的各项统计（用户数、新用户、事件、点击、热力图、定位质量）中扣除其贡献，如同从未统计过该用户。',
      eraseFinal: '此操作不可撤销。删除操作将连同您的姓名和原因记入审计日志。',
      reason: '删除原因',
      reasonHelp: '例如收到的请求及日期；将记入审计日志',
      reasonRequired: '请填写删除原因',
      eraseConfirm: '删除',
      erased: '已删除用户 %{userId}（删除 %{events} 条事件）',
    },
  },
};

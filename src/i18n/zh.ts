import type { en } from './en';
import type { MessageTree } from './types';

export const zh: MessageTree<typeof en> = {
  app: {
    title: '室内定位管理平台',
    login: {
      title: '登录',
      subtitle: '室内定位与导航平台',
      email: '邮箱',
      password: '密码',
      submit: '登录',
      invalid_email: '请输入正确的邮箱',
      password_too_short: '密码不能少于4位',
      failed: '登录失败',
      forgot: '忘记密码？',
      show_password: '显示密码',
      hide_password: '隐藏密码',
    },
    header: {
      account: '个人中心',
      about: '关于',
      logout: '退出登录',
      messages: '消息中心',
      toggle_sidebar: '展开/收起侧边栏',
    },
    session: {
      title: '确认退出',
      text: '登录过期，你可以退出系统或者重新登录',
      relogin: '重新登录',
      cancel: '取消',
    },
    http: {
      timeout: '请求超时（%{timeout} 毫秒）',
    },
    application: {
      title: '应用列表',
      subtitle: '选择要管理的建筑',
      choose: '选择应用',
      choose_first: '请先选择应用',
      open: '进入',
      current: '当前',
      empty: '暂无可用的建筑。',
      levels: '%{smart_count} 层',
    },
    building: {
      levels: '楼层（%{smart_count}）',
      level_name: '楼层',
      level_ordinal: '序号',
    },
    menu: {
      application: '应用列表',
    },
  },
  resources: {
    building: {
      name: '建筑',
      fields: { id: 'ID', name: '名称', address: '地址', appName: '应用', companyName: '公司', levels: '楼层' },
    },
    'location-app': {
      name: '应用',
      fields: { id: 'ID', name: '名称', appCode: '应用编码', companyName: '公司' },
    },
  },
};

/** Keys @haxqer/ra-language-chinese lacks (react-admin 5 additions). */
export const zhRaMissing = {
  ra: {
    action: { reset: '重置', search_columns: '搜索列', select_all_button: '全选' },
    page: { access_denied: '拒绝访问', authentication_error: '认证错误' },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务器返回错误，无法验证您的凭据。',
      select_all_limit_reached: '元素过多，无法全部选中。仅选中了前 %{max} 个元素。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: { clear_filters: '清除筛选', no_filtered_results: '当前筛选条件下未找到%{name}。' },
    auth: { email: '邮箱' },
    notification: { offline: '无网络连接，无法获取数据。' },
    validation: { unique: '必须唯一' },
    guesser: { empty: { title: '没有可显示的数据', message: '请检查您的数据提供者' } },
  },
};

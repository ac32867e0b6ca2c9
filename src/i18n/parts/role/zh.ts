import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    role: {
      name: '角色',
      fields: {
        name: '名称',
        description: '描述',
        companyId: '公司',
        companyName: '公司',
        permissions: '权限',
        permissionCount: '权限数',
        memberCount: '成员数',
        createdAt: '创建时间',
      },
    },
  },
  app: {
    navigation: {
      sections: { role: '角色管理' },
      pages: {
        'role-list': '角色列表',
        'role-add': '新增角色',
        'role-edit': '编辑角色',
        'role-user': '角色成员',
      },
    },
    users: {
      permissions: {
        groups: {
          building: '建筑',
          'poi-road': 'POI与道路',
          beacon: '信标',
          qrcode: '二维码',
          push: '推送',
          source: '导航链接',
          feedback: '意见反馈',
          statistics: '统计分析',
        },
        select_all: '全选',
        selected: '%{count} / %{total}',
        loading: '正在加载权限…',
      },
      members: {
        title: '角色成员',
        button: '成员',
        intro: '%{company} 中拥有角色“%{role}”的业务管理员，以及其适用的建筑。',
        admin: '管理员',
        building: '建筑',
        all_buildings: '全部建筑',
        add: '添加成员',
        remove: '移除',
        save: '保存成员',
        saved: '成员已保存',
        empty: '暂无成员',
        no_admins: '该公司还没有业务管理员，请先新增。',
        required: '请选择管理员',
        duplicate: '该管理员在此建筑上已拥有此角色',
        back: '编辑角色',
        no_role: {
          title: '请选择一个角色',
          text: '角色成员页用于编辑某个角色的成员。请在角色列表中找到该角色，点击其“成员”按钮进入。',
        },
        not_found: {
          title: '角色不存在',
          text: '未找到 ID 为 %{id} 的角色，它可能已被删除，或不属于您可管理的公司。',
        },
        to_list: '返回角色列表',
      },
    },
  },
};

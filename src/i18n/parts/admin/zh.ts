import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    admin: {
      name: '管理员',
      fields: {
        email: '邮箱',
        name: '显示名称',
        adminType: '类型',
        companyId: '公司',
        companyName: '公司',
        enabled: '启用',
        lastLoginAt: '最近登录',
        createdAt: '创建时间',
        password: '初始密码',
        newPassword: '新密码',
        sendSetPasswordMail: '发送设置密码邮件',
      },
    },
  },
  app: {
    navigation: {
      sections: { admin: '管理员管理' },
      pages: {
        'admin-list': '管理员列表',
        'admin-add': '新增管理员',
        'admin-edit': '编辑管理员',
      },
    },
    users: {
      types: {
        PLATFORM_ADMINISTRATOR: '平台管理员',
        COMPANY_ADMINISTRATOR: '公司管理员',
        BUSINESS_ADMINISTRATOR: '业务管理员',
      },
      validation: {
        email: '请输入正确的邮箱',
        password_policy: '密码至少 8 位，且包含字母和数字',
        password_or_mail: '请输入初始密码，或选择发送设置密码邮件',
        company_required: '请选择公司',
      },
      password_hint: '至少 8 位，包含字母和数字',
      mail_hint: '管理员将收到一封邮件，自行设置密码',
      keep_password: '留空则不修改密码',
      self_hint: '不能修改自己的类型，也不能停用自己',
      never: '从未登录',
      grants: {
        title: '已授予的角色',
        empty: '尚未授予任何角色',
        all_types: '平台管理员和公司管理员拥有其范围内的全部权限',
        on: '建筑：%{building}',
        all_buildings: '全部建筑',
      },
      timeline: {
        title: '变更记录',
        empty: '暂无变更记录',
        by: '操作人：%{actor}',
        system: '系统',
        empty_value: '（空）',
        fields: {
          roleName: '角色',
          buildingName: '建筑',
          passwordSet: '已设置初始密码',
          setPasswordMail: '已发送设置密码邮件',
          passwordChanged: '密码已修改',
        },
        actions: {
          create: '创建',
          update: '修改',
          delete: '删除',
          grant: '授予角色',
          revoke: '撤销角色',
        },
      },
    },
  },
};

/** Administrators (issue 4): their fields, types, validation, granted roles and change history (app.users.*). */
export const en = {
  resources: {
    admin: {
      name: 'Administrator |||| Administrators',
      fields: {
        email: 'E-mail',
        name: 'Display name',
        adminType: 'Type',
        companyId: 'Company',
        companyName: 'Company',
        enabled: 'Enabled',
        lastLoginAt: 'Last sign-in',
        createdAt: 'Created',
        password: 'Initial password',
        newPassword: 'New password',
        sendSetPasswordMail: 'Send set-password mail',
      },
    },
  },
  app: {
    navigation: {
      sections: { admin: 'Administrators' },
      pages: {
        'admin-list': 'Administrator list',
        'admin-add': 'Add administrator',
        'admin-edit': 'Edit administrator',
      },
    },
    users: {
      types: {
        PLATFORM_ADMINISTRATOR: 'Platform administrator',
        COMPANY_ADMINISTRATOR: 'Company administrator',
        BUSINESS_ADMINISTRATOR: 'Business administrator',
      },
      validation: {
        email: 'Enter a valid e-mail address',
        password_policy: 'At least 8 characters, with a letter and a digit',
        password_or_mail: 'Enter an initial password or send a set-password mail',
        company_required: 'Choose the company',
      },
      password_hint: 'At least 8 characters, with a letter and a digit',
      mail_hint: 'The admin receives a link to set their own password',
      keep_password: 'Leave empty to keep the current password',
      self_hint: 'You cannot change your own type or disable yourself',
      never: 'Never',
      grants: {
        title: 'Granted roles',
        empty: 'No roles granted',
        all_types: 'Platform and company administrators hold every permission of their scope',
        on: 'on %{building}',
        all_buildings: 'All buildings',
      },
      timeline: {
        title: 'Change history',
        empty: 'No changes recorded yet',
        by: 'by %{actor}',
        system: 'system',
        empty_value: '(empty)',
        fields: {
          roleName: 'Role',
          buildingName: 'Building',
          passwordSet: 'Initial password given',
          setPasswordMail: 'Set-password mail sent',
          passwordChanged: 'Password changed',
        },
        actions: {
          create: 'Created',
          update: 'Updated',
          delete: 'Deleted',
          grant: 'Role granted',
          revoke: 'Role revoked',
        },
      },
    },
  },
};

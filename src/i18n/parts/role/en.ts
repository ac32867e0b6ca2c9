/** Roles (issue 4): the section's menu and page titles, the fields, the permission groups and the members (app.users.*). */
export const en = {
  resources: {
    role: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Name',
        description: 'Description',
        companyId: 'Company',
        companyName: 'Company',
        permissions: 'Permissions',
        permissionCount: 'Permissions',
        memberCount: 'Members',
        createdAt: 'Created',
      },
    },
  },
  app: {
    navigation: {
      sections: { role: 'Roles' },
      pages: {
        'role-list': 'Role list',
        'role-add': 'Add role',
        'role-edit': 'Edit role',
        'role-user': 'Role members',
      },
    },
    users: {
      permissions: {
        groups: {
          building: 'Buildings',
          'poi-road': 'POI and roads',
          beacon: 'Beacons',
          qrcode: 'QR codes',
          push: 'Pushes',
          source: 'Navigation links',
          feedback: 'Feedback',
          statistics: 'Statistics',
        },
        select_all: 'Select all',
        selected: '%{count} / %{total}',
        loading: 'Loading the permissions…',
      },
      members: {
        title: 'Members of the role',
        button: 'Members',
        intro: 'Business administrators of %{company} holding role "%{role}", and on which buildings.',
        admin: 'Administrator',
        building: 'Building',
        all_buildings: 'All buildings',
        add: 'Add a member',
        remove: 'Remove',
        save: 'Save members',
        saved: 'Members saved',
        empty: 'Nobody holds this role yet',
        no_admins: 'The company has no business administrators yet: add one first.',
        required: 'Choose an administrator',
        duplicate: 'This administrator already holds the role on this building',
        back: 'Edit the role',
        no_role: {
          title: 'Choose a role first',
          text: 'This page edits the members of one role. Find the role in the role list and open it with its “Members” button.',
        },
        not_found: {
          title: 'Role not found',
          text: 'There is no role with ID %{id}: it may have been deleted, or it belongs to a company you do not manage.',
        },
        to_list: 'Back to the role list',
      },
    },
  },
};

export const en = {
  app: {
    title: 'Indoor Positioning Console',
    login: {
      title: 'Sign in',
      subtitle: 'Indoor positioning and navigation platform',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      invalid_email: 'Please enter a valid e-mail address',
      password_too_short: 'The password can not be less than 4 characters',
      failed: 'Sign-in failed',
      forgot: 'Forgot password?',
      show_password: 'Show password',
      hide_password: 'Hide password',
    },
    header: {
      account: 'Personal centre',
      about: 'About',
      logout: 'Log out',
      messages: 'Message centre',
      toggle_sidebar: 'Toggle sidebar',
    },
    session: {
      title: 'Confirm logout',
      text: 'Your login has expired. You can leave the system or log in again.',
      relogin: 'Log in again',
      cancel: 'Cancel',
    },
    http: {
      timeout: 'Request timed out after %{timeout} ms',
    },
    application: {
      title: 'Applications',
      subtitle: 'Choose the building you want to manage',
      choose: 'Choose an application',
      choose_first: 'Please select an application first',
      open: 'Open',
      current: 'Current',
      empty: 'No building is available to you yet.',
      levels: '1 floor |||| %{smart_count} floors',
    },
    building: {
      levels: 'Floors (%{smart_count})',
      level_name: 'Floor',
      level_ordinal: 'Ordinal',
    },
    menu: {
      application: 'Applications',
    },
  },
  resources: {
    building: {
      name: 'Building |||| Buildings',
      fields: { id: 'ID', name: 'Name', address: 'Address', appName: 'App', companyName: 'Company', levels: 'Floors' },
    },
    'location-app': {
      name: 'App |||| Apps',
      fields: { id: 'ID', name: 'Name', appCode: 'App code', companyName: 'Company' },
    },
  },
};

/** Password change, the administrator's reset links and the reset page (issue 16 item 12, decision 0017). */
export const passwords = {
  forgot: {
    help: 'Ask your administrator for a password reset link. It works once, for one hour, and lets you choose a new password.',
  },
  change: {
    title: 'Change password',
    description: 'After the change, every other device signed in to this account is signed out. This one stays signed in.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters, not a common password.',
    submit: 'Change password',
    submitting: 'Changing...',
    done: 'Your password was changed. Every other device was signed out.',
    wrongCurrent: 'This is not your current password.',
    sameAsCurrent: 'Choose a new password that differs from the current one.',
  },
  adminLink: {
    action: 'Create reset link for {{email}}',
    title: 'Password reset link',
    description:
      'Create a link that lets {{email}} choose a new password. It works once, for one hour, and signs the account out everywhere when used. A new link replaces any earlier one.',
    create: 'Create link',
    creating: 'Creating...',
    linkLabel: 'Reset link',
    copy: 'Copy link',
    copied: 'Copied',
    expires: 'Works once, until {{time}}.',
    passOn: 'Pass it on privately (for example in a direct message): whoever opens it can set the password. It is shown only now.',
    failed: 'The link could not be created.',
  },
  reset: {
    title: 'Choose a new password',
    forAccount: 'For the account {{email}}.',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    submitting: 'Saving...',
    doneTitle: 'Your password is set',
    doneBody: 'Every device that was signed in to this account has been signed out. Sign in with your new password.',
    signIn: 'Sign in',
    invalidTitle: 'This reset link does not work',
    invalidBody:
      'It was already used, it is more than one hour old, or it was copied incompletely. Ask your administrator for a new link.',
    toSignIn: 'Go to sign in',
    checkFailed: 'The reset link could not be checked.',
  },
} as const;

/** The guest's kept scenario, back on the simulator after signing in (lib/guest-draft.ts). */
export const guestDraft = {
  restoredTitle: 'Your scenario is back',
  restoredSignedIn: 'What you typed before signing in is on the screen again. Save it with “Save simulation” below.',
  restoredGuest: 'What you typed before leaving the simulator is on the screen again.',
  discard: 'Start from the defaults',
} as const;

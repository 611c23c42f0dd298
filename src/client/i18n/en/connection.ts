/** What the client says about its link to the server (lib/connection.ts), and about writes that could not be sent. */
export const connection = {
  offline: 'You are offline. What you type stays here, and Ribh reconnects by itself.',
  unavailable: 'The server is not answering. Retrying…',
  offlineWaiting: 'You are offline. This page loads as soon as the connection is back.',
  unavailableWaiting: 'Server unavailable, retrying… This page loads as soon as it answers.',
  offlineWrite: 'You are offline: nothing was sent. What you typed is kept; try again once you are back online.',
  unavailableWrite: 'The server did not answer: nothing was saved. What you typed is kept; try again.',
  busy: 'The server is busy: nothing was saved. What you typed is kept; try again in a moment.',
  partFailed: 'This part of the page did not load. The rest of the page and what you typed are still here.',
  partFailedAgain:
    'This part still did not load: Ribh may have been updated. Reload the page to get the new version (figures you have not saved are not kept).',
  tryAgain: 'Try again',
  reloadPage: 'Reload the page',
} as const;

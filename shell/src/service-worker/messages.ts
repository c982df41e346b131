/** What the page's update prompt posts to a waiting worker when the reader chooses to reload. */
export const skipWaitingMessage = 'steady-skip-waiting';

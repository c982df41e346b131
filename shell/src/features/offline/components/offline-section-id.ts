/** `/support#offline`, where the footer's Offline link leads. */
export const offlineSectionId = 'offline';

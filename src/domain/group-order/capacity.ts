/** People in one group order, host included: one shared cart stays reviewable. */
export const DEFAULT_GROUP_MAX_PARTICIPANTS = 50;

export const groupFullMessage = (max: number) =>
  `This group order is full (${max} people). Ask the host to start another group order.`;

/** Whether one more person may join a group that has `active` people in it now. */
export const hasRoomFor = (active: number, max: number) => active < max;

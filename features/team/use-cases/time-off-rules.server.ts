export type Staff = { id: string };

/** Leave is for days or weeks; a longer absence is a change of her hours or of her account (DESIGN 10). */
export const TIME_OFF_MAX_DAYS = 90;

export const timeOffMessages = {
  member: "Choose a member of the team.",
  notFound: "That leave is not in the diary.",
  start: "Give the start as a date and time.",
  end: "Give the end as a date and time after the start.",
  tooLong: `Leave can be at most ${TIME_OFF_MAX_DAYS} days at a time.`,
  reason: "Keep the reason under 200 characters.",
} as const;
